import { describe, expect, it } from 'vitest';
import { restartPolicy } from '../../server/process/restart-policy';

const SECOND = 1_000;

describe('restarting workers that die', () => {
  it('waits 0.1 s after a first death, doubling after each short-lived worker, up to 10 s', () => {
    const policy = restartPolicy();
    // Nine deaths (one short of a crash loop), each of a worker up 2 s.
    const delays = Array.from({ length: 9 }, (_, i) => policy.afterDeath(i * 7 * SECOND, 2 * SECOND));
    expect(delays).toEqual([100, 200, 400, 800, 1_600, 3_200, 6_400, 10_000, 10_000]);
  });

  it('starts again from 0.1 s when the worker that died had been up a minute', () => {
    const policy = restartPolicy();
    expect([policy.afterDeath(0, SECOND), policy.afterDeath(SECOND, SECOND), policy.afterDeath(2 * SECOND, SECOND)]).toEqual([100, 200, 400]);
    expect(policy.afterDeath(70 * SECOND, 60 * SECOND)).toBe(100);
  });

  it('gives up at the tenth death within a minute, not when deaths are spread out', () => {
    const crashing = restartPolicy();
    const delays = Array.from({ length: 10 }, (_, i) => crashing.afterDeath(i * 5 * SECOND, SECOND));
    expect(delays.slice(0, 9).every((d) => typeof d === 'number')).toBe(true);
    expect(delays[9]).toBeUndefined();

    const spread = restartPolicy();
    const spreadDelays = Array.from({ length: 20 }, (_, i) => spread.afterDeath(i * 7 * SECOND, SECOND));
    expect(spreadDelays.every((d) => typeof d === 'number')).toBe(true);
  });
});
