import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle';

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const rule = { freeTries: 5, firstDelayMs: 1_000, maxDelayMs: 60_000, forgetAfterMs: 3_600_000 };

describe('login throttle', () => {
  it('lets five tries through, then doubles the wait up to the ceiling', () => {
    const time = clock();
    const throttle = createLoginThrottle(rule, time.now);
    for (let attempt = 0; attempt < 5; attempt++)
      expect(throttle.begin('ana@example.com', '10.0.0.1').allowed).toBe(true);
    const waits: number[] = [];
    for (let attempt = 0; attempt < 9; attempt++) {
      const refused = throttle.begin('ana@example.com', '10.0.0.1');
      if (refused.allowed) throw new Error('expected a wait');
      waits.push(refused.retryAfterSeconds);
      time.advance(refused.retryAfterSeconds * 1000);
      expect(throttle.begin('ana@example.com', '10.0.0.1').allowed).toBe(true);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('counts refused tries not at all, so hammering does not lengthen the wait', () => {
    const time = clock();
    const throttle = createLoginThrottle(rule, time.now);
    for (let attempt = 0; attempt < 5; attempt++) throttle.begin('ana@example.com', '10.0.0.1');
    for (let attempt = 0; attempt < 100; attempt++) throttle.begin('ana@example.com', '10.0.0.1');
    time.advance(1_000);
    expect(throttle.begin('ana@example.com', '10.0.0.1').allowed).toBe(true);
  });

  it('keeps addresses apart and treats the name without regard to case', () => {
    const throttle = createLoginThrottle(rule, clock().now);
    for (let attempt = 0; attempt < 5; attempt++) throttle.begin('Ana@Example.com', '10.0.0.1');
    expect(throttle.begin('ana@example.com', '10.0.0.1').allowed).toBe(false);
    expect(throttle.begin('ana@example.com', '10.0.0.2').allowed).toBe(true);
  });

  it('starts afresh after a success, or after an hour of quiet', () => {
    const time = clock();
    const throttle = createLoginThrottle(rule, time.now);
    for (let attempt = 0; attempt < 5; attempt++) throttle.begin('ana@example.com', '10.0.0.1');
    throttle.succeeded('ana@example.com', '10.0.0.1');
    expect(throttle.begin('ana@example.com', '10.0.0.1').allowed).toBe(true);

    for (let attempt = 0; attempt < 5; attempt++) throttle.begin('bo@example.com', '10.0.0.1');
    time.advance(3_600_001);
    expect(throttle.begin('bo@example.com', '10.0.0.1').allowed).toBe(true);
  });
});
