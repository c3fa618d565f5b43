/**
 * A throwaway PostgreSQL server for the tests and the benchmarks: Debian's binaries (`apt-get install
 * postgresql`, as .ci/run does) in a temporary data directory, trusted connections on 127.0.0.1 only.
 * initdb and postgres refuse to run as root, so as root they run as the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './bench-util';

/** POSTGRES_BIN, else the newest Debian install, else whatever is on the PATH. */
function binDir() {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin/initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(root, newest, 'bin') : '';
}

/** Runs a PostgreSQL program as a user it accepts: `postgres` when we are root. */
function asPostgres(program: string, args: string[]) {
  const bin = binDir();
  const path = bin ? join(bin, program) : program;
  const [command, all] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
  try {
    return execFileSync(command, all, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new Error(`${program} failed (is PostgreSQL installed? apt-get install postgresql, or set POSTGRES_BIN): ${String(error)}`, { cause: error });
  }
}

export interface PostgresOptions {
  /**
   * fsync=off (the default) suits tests, whose files are thrown away: what they prove holds until
   * PostgreSQL acknowledges a commit. Benchmarks pass true, so a commit costs what it costs in
   * production, as SQLite's synchronous=FULL does.
   */
  fsync?: boolean;
}

/** Starts a throwaway server; `stop` shuts it down and removes its files. */
export async function startPostgres({ fsync = false }: PostgresOptions = {}) {
  // The data directory must belong to the user that runs the server.
  const dir = (process.getuid?.() === 0
    ? execFileSync('runuser', ['-u', 'postgres', '--', 'mktemp', '-d', '-t', 'leads-pg-XXXXXX'], { encoding: 'utf8' })
    : execFileSync('mktemp', ['-d', '-t', 'leads-pg-XXXXXX'], { encoding: 'utf8' })).trim();
  const data = join(dir, 'data');
  const port = await freePort();
  try {
    asPostgres('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=${fsync ? 'on' : 'off'}`;
    asPostgres('pg_ctl', ['start', '-w', '-D', data, '-l', join(dir, 'server.log'), '-o', options]);
  } catch (error) {
    const log = existsSync(join(dir, 'server.log')) ? readFileSync(join(dir, 'server.log'), 'utf8') : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${String(error)}\n${log}`, { cause: error });
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      asPostgres('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', data]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
