/**
 * Where a release finds its settings (docs/decisions/042-root-reads-only-root-s-files.md). On a server, root's
 * file SETTINGS_FILE, which the units name in EnvironmentFile= and which no other user can change; each release
 * links it as its .env, where the lead command run by hand reads it. Without it (a development machine, this
 * command's tests) the checkout's own .env, as before.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const SETTINGS_FILE = '/etc/magnolia-site/site.env';

/** The settings file a release folder under `base/releases/` links as its .env, and the link's text; none when there is none. */
export function settingsOf(base: string, server = SETTINGS_FILE): { file: string; link: string } | undefined {
  if (existsSync(server)) return { file: server, link: server };
  const own = join(base, '.env');
  if (existsSync(own)) return { file: own, link: '../../.env' };
  return undefined;
}
