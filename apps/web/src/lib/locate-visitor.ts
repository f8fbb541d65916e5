import type { Location } from '@glowmarket/shared/shops';

/** Where the store locator measures from. */
export type LocatorOrigin =
  | { kind: 'locating' }
  | { kind: 'visitor'; location: Location }
  /** The site's default location, because the browser could not say or cannot ask. */
  | { kind: 'default'; reason: 'failed' | 'unsupported' };

/** How long the locator waits for the browser (a permission prompt left unanswered) before using the default. */
export const LOCATE_WAIT_MS = 12_000;

/**
 * Asks the browser where the visitor is and reports the origin to use: theirs, or the default when
 * the browser refuses, fails, takes too long or has no geolocation. A position arriving after the
 * wait still counts (the visitor answered the prompt late). Returns a function that stops listening.
 */
export function locateVisitor(
  geolocation: Geolocation | undefined,
  report: (origin: LocatorOrigin) => void,
  waitMs = LOCATE_WAIT_MS,
): () => void {
  let stopped = false;
  let settled = false;
  const fallBack = (reason: 'failed' | 'unsupported') => {
    if (stopped || settled) return;
    settled = true;
    report({ kind: 'default', reason });
  };
  if (!geolocation) {
    // Reported a moment later, like every other answer, so a caller that stops at once hears nothing.
    const timer = setTimeout(() => fallBack('unsupported'), 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }
  const timer = setTimeout(() => fallBack('failed'), waitMs);
  geolocation.getCurrentPosition(
    (position) => {
      if (stopped) return;
      settled = true;
      clearTimeout(timer);
      report({
        kind: 'visitor',
        location: { latitude: position.coords.latitude, longitude: position.coords.longitude },
      });
    },
    () => {
      clearTimeout(timer);
      fallBack('failed');
    },
    { timeout: waitMs, maximumAge: 5 * 60_000 },
  );
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
