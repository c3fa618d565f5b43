/**
 * `npm run release -- rollback [NAME]`: a kept release made live again, with no build: the newest release older
 * than the live one, or NAME. Refuses a name that is not a kept release, and one whose files differ from what its
 * check recorded (./files.ts). Watched once live as a new release is (./watch.ts): one that falls is switched back
 * from by itself.
 */
import type { Layout } from './layout';
import { step, uninterrupted } from './steps';
import { CHANGED_FIX, filesLine } from './files';
import { liveAddress, switchTo } from './switch';
import { watchLive } from './watch';

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
  // What goes live must be what was checked (the files the site runs: seconds; the doctor reads every file); the
  // live one's are named too if they were changed.
  await step('files', async () => {
    const live = layout.live();
    const [going, leaving] = await Promise.all([filesLine(target, layout.folder(target), { running: true }), live ? filesLine(live, layout.folder(live), { running: true }) : undefined]);
    if (going.problem) throw new Error(`${going.said}: not made live (${CHANGED_FIX})`);
    return { said: [going.said, leaving && `${leaving.said} (the live one)`].filter(Boolean).join('; '), value: undefined };
  });
  const origin = await step('live', async () => {
    const address = await liveAddress();
    return { said: `the live site listens on ${address}`, value: address };
  });
  await uninterrupted(async () => {
    const before = await step('switch', async () => ({
      said: `current → releases/${target}, restarted, ${origin}/readyz names it`,
      value: await switchTo(layout, target, origin),
    }));
    await step('watch', async () => ({ said: await watchLive(layout, target, before, origin), value: undefined }));
  });
  return target;
}
