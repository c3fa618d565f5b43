/**
 * The publish says "live" only once the watch has kept the release (server/releases/follow.ts, afterWatch;
 * docs/decisions/050-a-push-goes-live-by-itself.md): the release command ends after its switch, handing the release
 * to magnolia-site-watch.service through releases/.watch (server/releases/watch.ts), which removes that file when its
 * time is up, or when the release fell and it put the one before back. Here the watch's file and `current` are
 * changed as the watch changes them, in a release folder of the test's; the watch unit itself runs under systemd in
 * `npm run test:systemd`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { afterWatch } from '../../server/releases/follow';
import { layout as layoutOf } from '../../server/releases/layout';
import { pointCurrent } from '../../server/releases/switch';
import { WATCH_FILE, WATCH_SECONDS } from '../../server/releases/watch';

const home = mkdtempSync(join(tmpdir(), 'publish-watch-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

const BEFORE = '20261207-020000-aaaaaaa';
const NEW = '20261207-021000-bbbbbbb';

/** A site's folder with two releases, NEW live and watched since `since`. */
function watched(name: string, since = Date.now()) {
  const layout = layoutOf(join(home, name, 'checkout'));
  for (const release of [BEFORE, NEW]) mkdirSync(layout.folder(release), { recursive: true });
  pointCurrent(layout, NEW);
  const watch = { release: NEW, before: BEFORE, origin: 'http://127.0.0.1:3000', since, seconds: WATCH_SECONDS, run: { pid: '42', restarts: '0', state: 'active' } };
  writeFileSync(join(layout.releases, WATCH_FILE), `${JSON.stringify(watch)}\n`);
  return layout;
}

const later = (ms: number, work: () => void) => new Promise<void>((done) => setTimeout(() => (work(), done()), ms));

describe('the publish and the watch of the release it made live', () => {
  it('waits while the watch watches, and says the release kept when its watch ends with it live', async () => {
    const layout = watched('kept');
    let settled = false;
    const waiting = afterWatch(layout, NEW, { every: 20 }).finally(() => (settled = true));
    await later(200, () => undefined);
    expect(settled).toBe(false);
    await later(0, () => rmSync(join(layout.releases, WATCH_FILE)));
    expect(await waiting).toBe(NEW);
  });

  it('says the release before when the release fell and the watch put that one back', async () => {
    const layout = watched('fell');
    const waiting = afterWatch(layout, NEW, { every: 20 });
    await later(100, () => {
      pointCurrent(layout, BEFORE);
      rmSync(join(layout.releases, WATCH_FILE));
    });
    expect(await waiting).toBe(BEFORE);
  });

  it('does not wait for a watch that is not there, is another release\'s, or is long over, nor once asked to stop', async () => {
    const none = layoutOf(join(home, 'none', 'checkout'));
    expect(await afterWatch(none, NEW, { every: 20 })).toBeUndefined();
    expect(await afterWatch(watched('other'), BEFORE, { every: 20 })).toBe(NEW);
    expect(await afterWatch(watched('over', Date.now() - (WATCH_SECONDS + 61) * 1000), NEW, { every: 20 })).toBe(NEW);
    expect(await afterWatch(watched('stopped'), NEW, { every: 20, signal: AbortSignal.abort() })).toBe(NEW);
  });
});
