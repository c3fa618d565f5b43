/**
 * When the cluster primary replaces a worker that died, and when it gives up.
 * A worker that crashes on start would otherwise be forked again at once, in a
 * loop that burns the CPU and hides the crash from the supervisor.
 */
export const RESTART_LIMITS = {
  /** The first replacement waits this long... */
  firstDelayMs: 100,
  /** ...each death after a short life doubles the wait, up to this... */
  maxDelayMs: 10_000,
  /** ...and the wait starts over when the worker that died had been up this long. */
  steadyMs: 60_000,
  /** This many deaths within `windowMs` is a crash loop: the primary stops, exit code 1. */
  maxDeaths: 10,
  windowMs: 60_000,
};

export function restartPolicy(limits = RESTART_LIMITS) {
  let delayMs = 0;
  const deaths: number[] = [];
  return {
    /**
     * Call when a worker died unexpectedly, with the time now and how long it had run.
     * Returns how long to wait before starting another, or undefined in a crash loop.
     */
    afterDeath(now: number, livedMs: number): number | undefined {
      deaths.push(now);
      while (deaths[0]! <= now - limits.windowMs) deaths.shift();
      if (deaths.length >= limits.maxDeaths) return undefined;
      delayMs = delayMs === 0 || livedMs >= limits.steadyMs ? limits.firstDelayMs : Math.min(delayMs * 2, limits.maxDelayMs);
      return delayMs;
    },
  };
}
