import type { Clock } from '../src/lib/context';

/** A clock a test moves by hand, so that rules about time are tested without back-dating rows. */
export function createTestClock(start = new Date()) {
  let time = start.getTime();
  const clock: Clock & { advance(ms: number): void } = {
    now: () => new Date(time),
    advance(ms) {
      time += ms;
    },
  };
  return clock;
}
