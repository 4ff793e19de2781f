import { useEffect, useState } from 'react';

const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** Whole seconds left until `until` (ms since the epoch), ticking down once a second; 0 when passed. */
export function useCountdown(until: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  useEffect(() => {
    setSeconds(secondsUntil(until));
    const timer = setInterval(() => {
      const next = secondsUntil(until);
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}
