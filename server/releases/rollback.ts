/**
 * `npm run release -- rollback [NAME]`: a kept release made live again, with no build: the newest release older
 * than the live one, or NAME. Refuses a name that is not a kept release. Watched after the switch as a new release
 * is (switch.ts): one that falls is rolled back from by itself.
 */
import type { Layout } from './layout';
import { step, uninterrupted } from './steps';
import { liveAddress, switchTo } from './switch';

/** The release a rollback makes live: NAME, if it is a kept release and not the live one; else the newest older than the live one. */
export function rollbackTarget(layout: Layout, wanted?: string) {
  const releases = layout.list();
  const live = layout.live();
  if (wanted === undefined) {
    const older = releases.find((release) => live !== undefined && release.name < live)?.name;
    if (!older) throw new Error(`no kept release is older than the live one (${live ?? 'none'}): name one (npm run release -- list)`);
    return older;
  }
  if (!releases.some((release) => release.name === wanted)) throw new Error(`${wanted} is not a kept release: npm run release -- list names them`);
  if (wanted === live) throw new Error(`${wanted} is live already`);
  return wanted;
}

export async function rollback(layout: Layout, wanted?: string) {
  const target = await step('choose', () => {
    const name = rollbackTarget(layout, wanted);
    return { said: `${name} (live: ${layout.live() ?? 'none'})`, value: name };
  });
  const origin = await step('live', async () => {
    const address = await liveAddress();
    return { said: `the live site listens on ${address}`, value: address };
  });
  await uninterrupted(() => step('switch', async () => {
    await switchTo(layout, target, origin);
    return { said: `current → releases/${target}, restarted, ${origin}/readyz names it, watched`, value: undefined };
  }));
  return target;
}
