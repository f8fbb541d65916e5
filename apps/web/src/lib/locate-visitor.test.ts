import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { locateVisitor, type LocatorOrigin } from './locate-visitor';

/** A browser's geolocation whose answer the test gives when it likes. */
function fakeGeolocation() {
  let success: PositionCallback = () => {};
  let failure: PositionErrorCallback | null | undefined;
  const geolocation = {
    getCurrentPosition: vi.fn((onSuccess: PositionCallback, onError?: PositionErrorCallback | null) => {
      success = onSuccess;
      failure = onError;
    }),
  } as unknown as Geolocation;
  return {
    geolocation,
    answer: (latitude: number, longitude: number) =>
      success({ coords: { latitude, longitude } } as GeolocationPosition),
    refuse: () => failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
  };
}

describe('locating the visitor', () => {
  let reports: LocatorOrigin[];
  const report = (origin: LocatorOrigin) => reports.push(origin);

  beforeEach(() => {
    reports = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('measures from where the browser says the visitor is', () => {
    const browser = fakeGeolocation();
    locateVisitor(browser.geolocation, report);
    browser.answer(50.0614, 19.9372);
    vi.runAllTimers();
    expect(reports).toEqual([{ kind: 'visitor', location: { latitude: 50.0614, longitude: 19.9372 } }]);
  });

  it('falls back to the default location when the visitor refuses', () => {
    const browser = fakeGeolocation();
    locateVisitor(browser.geolocation, report);
    browser.refuse();
    expect(reports).toEqual([{ kind: 'default', reason: 'failed' }]);
  });

  it('falls back when the browser has no geolocation', () => {
    locateVisitor(undefined, report);
    expect(reports).toEqual([]);
    vi.runAllTimers();
    expect(reports).toEqual([{ kind: 'default', reason: 'unsupported' }]);
  });

  it('falls back after a while when the prompt is not answered, and still takes a late answer', () => {
    const browser = fakeGeolocation();
    locateVisitor(browser.geolocation, report, 1000);
    vi.advanceTimersByTime(1000);
    expect(reports).toEqual([{ kind: 'default', reason: 'failed' }]);
    browser.answer(52.23, 21.01);
    expect(reports.at(-1)).toEqual({ kind: 'visitor', location: { latitude: 52.23, longitude: 21.01 } });
  });

  it('reports nothing once stopped (the page was left)', () => {
    const browser = fakeGeolocation();
    const stop = locateVisitor(browser.geolocation, report);
    stop();
    browser.answer(50, 19);
    browser.refuse();
    vi.runAllTimers();
    const stopUnsupported = locateVisitor(undefined, report);
    stopUnsupported();
    vi.runAllTimers();
    expect(reports).toEqual([]);
  });
});
