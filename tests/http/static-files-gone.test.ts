/**
 * A build rewrites dist/ under the running site (issue 45). A built file deleted, made unreadable or
 * replaced by a folder since the server started is a 404, logged once per process, and the server
 * serves on: with one process, and with two workers, none of which dies. Both servers serve one
 * private copy of dist/ (the worktree's own stays whole for the other tests), as an unprivileged
 * user when the tests run as root, since root reads a file whatever its mode.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveLogged } from '../../scripts/stop-under-load';
import { againstDev } from '../support/build-only';

type Server = Awaited<ReturnType<typeof serveLogged>>;

/** The user `nobody` when the tests run as root; otherwise the tests' own user, whom chmod 000 already stops. */
function unprivileged() {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }));
  return { uid: id('-u'), gid: id('-g') };
}

/** A GET on a connection of its own (so a cluster's primary hands each to the next worker): its status and body. */
async function get(url: string, encoding = 'identity') {
  const res = await fetch(url, { headers: { 'Accept-Encoding': encoding, Connection: 'close' } });
  return { status: res.status, body: await res.text() };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe.skipIf(againstDev)('a built file gone from under the running server', { timeout: 60_000 }, () => {
  const site = mkdtempSync(join(tmpdir(), 'mcp-dist-copy-'));
  const assets = join(site, 'dist/client/assets');
  const servers: Record<'one process' | 'two workers', Server> = {} as never;

  beforeAll(async () => {
    cpSync('dist', join(site, 'dist'), { recursive: true });
    mkdirSync(join(site, 'data'));
    const user = unprivileged();
    if (user) execFileSync('chown', ['-R', `${user.uid}:${user.gid}`, site]);
    // The server's imports resolve from the copy's folder.
    symlinkSync(resolve('node_modules'), join(site, 'node_modules'));
    const serve = (workers: number) => serveLogged(workers, { DATA_DIR: join(site, 'data', String(workers)) }, { cwd: site, user });
    // One after the other: each start has the whole of serveBuild's wait on a busy machine.
    servers['one process'] = await serve(1);
    servers['two workers'] = await serve(2);
  }, 90_000);
  afterAll(() => {
    for (const server of Object.values(servers)) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(site, { recursive: true, force: true });
  });

  it('answers 404 for each, logs each once per process, and every process and worker serves on', async () => {
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js')).sort();
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    const [deleted, unreadable, folder] = scripts as [string, string, string];
    // Deleted as a build deletes the files it replaces: the file and its precompressed forms (asked for as br).
    for (const name of [deleted, `${deleted}.br`, `${deleted}.gz`]) rmSync(join(assets, name));
    chmodSync(join(assets, unreadable), 0o000);
    rmSync(join(assets, folder));
    mkdirSync(join(assets, folder));
    // A public file of a fixed name, served by the other handler.
    chmodSync(join(site, 'dist/client/favicon.svg.gz'), 0o000);
    const broken: [string, string][] = [
      [`/assets/${deleted}`, 'br'], [`/assets/${unreadable}`, 'identity'], [`/assets/${folder}`, 'identity'], ['/favicon.svg', 'gzip'],
    ];

    for (const [kind, server] of Object.entries(servers)) {
      const never = await get(`${server.base}/assets/never-built.js`);
      expect(never.status).toBe(404);
      const notFoundTitle = titleOf(never.body);
      // Four times each, on connections of their own: both workers get some.
      for (let round = 0; round < 4; round++) {
        for (const [path, encoding] of broken) {
          const answer = await get(`${server.base}${path}`, encoding);
          expect(answer.status, `${kind}: ${path}`).toBe(404);
          // The site's own 404 page, as for a file that never was.
          expect(titleOf(answer.body), `${kind}: ${path}`).toBe(notFoundTitle);
        }
        expect((await get(`${server.base}/`)).status, kind).toBe(200);
      }
      expect(server.child.exitCode, kind).toBeNull();
      expect(server.log.filter((line) => line.includes('worker died')), kind).toEqual([]);
      const warnings = server.log.filter((line) => line.includes('a built file is gone')).map((line) => JSON.parse(line) as { file: string; code: string });
      const processes = kind === 'one process' ? 1 : 2;
      for (const [file, code] of [[join(assets, deleted), 'ENOENT'], [join(assets, unreadable), 'EACCES'], [join(assets, folder), 'EISDIR'], [join(site, 'dist/client/favicon.svg.gz'), 'EACCES']]) {
        const lines = warnings.filter((w) => w.file === file);
        expect(lines.length, `${kind}: ${file}`).toBeGreaterThanOrEqual(1);
        expect(lines.length, `${kind}: ${file}`).toBeLessThanOrEqual(processes);
        expect(lines.every((w) => w.code === code), `${kind}: ${file}`).toBe(true);
      }
    }
    // The files still there are served as before.
    const kept = scripts.find((name) => ![deleted, unreadable, folder].includes(name))!;
    expect((await get(`${servers['two workers'].base}/assets/${kept}`)).status).toBe(200);
  });
});
