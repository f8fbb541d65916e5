import { useCallback, useEffect, useState } from 'react';

/** Seconds left until something may be done again, ticking down once a second. */
export function useCountdown(initialSeconds = 0): [secondsLeft: number, start: (seconds: number) => void] {
  const [until, setUntil] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());

  const running = until > now;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, until]);

  const start = useCallback((seconds: number) => {
    const startedAt = Date.now();
    setNow(startedAt);
    setUntil(startedAt + seconds * 1000);
  }, []);

  return [Math.max(0, Math.ceil((until - now) / 1000)), start];
}
