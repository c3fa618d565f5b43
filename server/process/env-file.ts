/**
 * Reads `./.env` when there is one (Node's own parser), before any setting is read: the server and the
 * operator's command import this module first, as ES modules run in import order. A variable already in
 * the environment wins, so a supervisor's or a shell's setting overrides the file. `.env.example` lists them all.
 *
 * The file holds the secrets and says where the leads are, so it is read only when this user or root
 * owns it (the deployment's `root:magnolia-site`, mode 640, as OpenSSH accepts its own files) and no
 * group or other user can change it; a file this user cannot read (run as the wrong user) is not passed
 * over as if there were none, which would start on ./data with no destination. Either way `envFile`
 * says what is wrong, and the server (server/startup-report.ts) and the command refuse to go on.
 * A file others can read, or a group other than this process's own (the deployment's magnolia-site),
 * is read, and `warning` says so: the server warns at every start until it is chmod 600 (or 640).
 */
import { accessSync, constants, lstatSync, realpathSync } from 'node:fs';
import { resolve } from 'node:path';

export interface EnvFile {
  /** The file's absolute path (its target, if a link) when one was read. */
  read?: string;
  /** Why the file there was not read, as a sentence naming it and what to do. */
  problem?: string;
  /** The file was read, but users other than the site's can read it too: a sentence naming it and what to do. */
  warning?: string;
}

export function readEnvFile(name = '.env'): EnvFile {
  const path = resolve(name);
  if (!lstatSync(path, { throwIfNoEntry: false })) return {};
  let file: string;
  try {
    file = realpathSync(path);
    accessSync(file, constants.R_OK);
  } catch (error) {
    return { problem: `${path} cannot be read by this user (${(error as NodeJS.ErrnoException).code}): run as the user that owns it, or make it readable by this user alone` };
  }
  const { uid, gid, mode } = lstatSync(file);
  const user = process.getuid?.();
  if (user !== undefined && uid !== user && uid !== 0) {
    return { problem: `${file} belongs to another user (uid ${uid}, this process runs as ${user}): it holds the site's secrets; chown it to the user that runs the site` };
  }
  if (mode & 0o022) {
    return { problem: `${file} can be changed by its group or others (mode ${(mode & 0o777).toString(8)}): anyone who can write it chooses where leads go; chmod 600 ${file}` };
  }
  process.loadEnvFile(file);
  const readers = mode & 0o004 ? 'every user of this machine' : mode & 0o040 && gid !== process.getgid?.() ? `the members of group ${gid}` : undefined;
  if (!readers) return { read: file };
  return {
    read: file,
    warning:
      `${file} can be read by ${readers} (mode ${(mode & 0o777).toString(8)}): it holds the site's secrets (SMTP_URL's password, the webhook's secret, DATABASE_URL's); ` +
      `chmod 600 ${file} (or chown root:<the site's group> and chmod 640)`,
  };
}

export const envFile = readEnvFile();
