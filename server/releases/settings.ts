/**
 * Where a release finds its settings (docs/decisions/042-root-reads-only-root-s-files.md). On a server, root's
 * file SETTINGS_FILE, which the units name in EnvironmentFile= and which no other user can change; each release
 * links it as its .env, where the lead command run by hand reads it. Without it (a development machine, this
 * command's tests) the checkout's own .env, as before.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const SETTINGS_FILE = '/etc/magnolia-site/site.env';

/**
 * The settings file a release links as its .env: root's by its absolute name (`link`), or the checkout's own
 * (no `link`: the release links it by a relative name, so that the site's folder can move whole); none when there is none.
 */
export function settingsOf(checkout: string, server = SETTINGS_FILE): { file: string; link?: string } | undefined {
  if (existsSync(server)) return { file: server, link: server };
  const own = join(checkout, '.env');
  if (existsSync(own)) return { file: own };
  return undefined;
}
