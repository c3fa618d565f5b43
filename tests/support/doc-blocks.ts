import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { leadsCommandLine } from './leads-command';

/**
 * The code block a guide marks `<!-- checked: NAME -->` (a comment readers do not see), its lines
 * without the indent of the list item it sits in. Throws when the guide has none of that name.
 */
export function checkedBlock(file: string, name: string): string {
  const found = new RegExp(`^([ \\t]*)<!-- checked: ${name} -->\\n[ \\t]*\`\`\`\\w*\\n([\\s\\S]*?)\\n[ \\t]*\`\`\`$`, 'm').exec(readFileSync(file, 'utf8'));
  if (!found) throw new Error(`${file} has no block marked <!-- checked: ${name} -->`);
  const indent = found[1]!.length;
  return found[2]!.split('\n').map((line) => line.slice(indent)).join('\n');
}

const run = promisify(execFile);

/**
 * The units' own names: the site's folder (the checkout; the units run its live release, FOLDER/current), its
 * settings file (root's, outside it), its user, its state directory under %S (/var/lib).
 */
const siteUnit = readFileSync('deploy/systemd/magnolia-site.service', 'utf8');
const setting = (name: string) => new RegExp(`^${name}=(.+)$`, 'm').exec(siteUnit)![1]!;
export const FOLDER = setting('WorkingDirectory').replace(/\/current$/, '');
export const SETTINGS = setting('EnvironmentFile');
export const USER = setting('User');
export const STATE = setting('StateDirectory');
/** The deploy user's clone, where git and the release command run; the releases go beside it, in FOLDER. */
export const CHECKOUT = `${FOLDER}/checkout`;
/** The live release's folder, where the lead command runs (SETTINGS is linked there as its .env). */
export const LIVE = `${FOLDER}/current`;
/** The deploy user, who owns the checkout and makes the releases: the one user the sudoers line names. */
export const DEPLOY_USER = /^([\w-]+) ALL=/m.exec(readFileSync('deploy/sudoers.d/magnolia-site', 'utf8'))![1]!;
/** The lead command as the guides run it on the server: deploy/leads, which the install command puts in /usr/local/sbin. */
export const SERVER_LEADS = `sudo ${USER}-leads`;

/** Where a guide's block runs here: the server's places as temporary folders, and the id it names as `ID`. */
export interface Places { site: string; state: string; cwd: string; home: string; id?: string }

/**
 * Runs a block with sh -e as it would run on the server, with the server's places moved into temporary
 * folders: the live release's folder (or the site's) → `site`, /var/lib → `state`, and the lead command as the tests run it (the build's,
 * tests/support/leads-command.ts), in `site` as deploy/leads runs it in the live release.
 * `env` adds to the environment (none of the site's settings is inherited from the test's).
 */
export async function runBlock(script: string, { site, state, cwd, home, id }: Places, env: Record<string, string> = {}) {
  const leadCommand = leadsCommandLine().flat().map((part) => `'${part}'`).join(' ');
  const local = script
    .replaceAll(SERVER_LEADS, `env -C '${site}' ${leadCommand}`)
    .replaceAll('npm run leads --', leadCommand)
    .replaceAll(`cd ${LIVE}`, `cd '${site}'`)
    .replaceAll(`cd ${FOLDER}`, `cd '${site}'`)
    .replaceAll('/var/lib/', `${state}/`)
    .replace(/ ID( |$)/gm, ` ${id}$1`);
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(DATABASE_URL|DATA_DIR|LEADS_|SMTP_|NODE_ENV)/.test(name)));
  return run('sh', ['-ec', local], { cwd, env: { ...inherited, HOME: home, ...env } });
}
