import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('counts down from the given seconds to zero, once a second', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current[0]).toBe(0);
    act(() => result.current[1](60));
    expect(result.current[0]).toBe(60);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current[0]).toBe(59);
    act(() => {
      vi.advanceTimersByTime(58_000);
    });
    expect(result.current[0]).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current[0]).toBe(0);
  });

  it('can start already running, and restart with a new wait', () => {
    const { result } = renderHook(() => useCountdown(30));
    expect(result.current[0]).toBe(30);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current[0]).toBe(20);
    act(() => result.current[1](45));
    expect(result.current[0]).toBe(45);
  });
});
