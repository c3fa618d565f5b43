/**
 * `npm run release -- rollback [NAME]`: a kept release made live again, with no build: the newest release older
 * than the live one, or NAME. Refuses a name that is not a kept release.
 */
import type { Layout } from './layout';
import { step, StepFailed } from './steps';
import { liveAddress, switchTo } from './switch';

export async function rollback(layout: Layout, wanted?: string) {
  const releases = layout.list();
  const live = layout.live();
  const target = await step('choose', () => {
    let name = wanted;
    if (name === undefined) {
      name = releases.find((release) => live !== undefined && release.name < live)?.name;
      if (!name) throw new Error(`no kept release is older than the live one (${live ?? 'none'}): name one (npm run release -- list)`);
    } else if (!releases.some((release) => release.name === name)) {
      throw new Error(`${name} is not a kept release: npm run release -- list names them`);
    } else if (name === live) {
      throw new StepFailed('choose', `${name} is live already`);
    }
    return { said: `${name} (live: ${live ?? 'none'})`, value: name };
  });
  const origin = await step('live', async () => {
    const address = await liveAddress();
    return { said: `the live site listens on ${address}`, value: address };
  });
  await step('switch', async () => {
    await switchTo(layout, target, origin);
    return { said: `current → releases/${target}, restarted, ${origin}/readyz names it`, value: undefined };
  });
  return target;
}
