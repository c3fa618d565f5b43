/**
 * A build rewrites dist/ under the running site (issue 45). A built file deleted, made unreadable or
 * replaced by a folder since the server started is a 404, logged once per process, and the server
 * serves on: with one process, and with two workers, none of which dies; so is every other spelling of
 * such a file's path (a trailing slash, a `.` segment, an escape, a query: issue 54), which once reached
 * the file and ended the process, also in a process started after the files broke (as after a restart). Both servers serve one private copy of dist/ (the worktree's own stays
 * whole for the other tests), as an unprivileged user when the tests run as root, since root reads a file
 * whatever its mode.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveLogged } from '../../scripts/stop-under-load';
import { addressOf } from '../../server/http/one-address';
import { matchPage } from '../../src/render/routes.server';
import { againstDev } from '../support/build-only';
import { rawResponse } from '../support/raw-http';

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

/** A GET of `target` sent exactly as written (fetch would resolve its dot segments), on a connection of its own: its status (0 when none came) and Location. */
async function rawGet(port: number, target: string, encoding: string) {
  const { status, headers } = await rawResponse(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: ${encoding}\r\nConnection: close\r\n\r\n`, 10_000);
  return [status, headers.location];
}

/**
 * What a spelling of a file's path that does not reach the file gets: a 404, or, when it is another
 * spelling of a page's address (`/favicon.svg/..` is `/`), the redirect to that page, query kept.
 */
function notTheFile(path: string, query: string) {
  const address = addressOf(path);
  const { route, notFound } = matchPage(address);
  return notFound || address === path ? [404, undefined] : [301, (route.redirectTo ?? address) + query];
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

// ---- the spellings of a file's path ----

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
/** `path` with the characters at `which` percent-encoded (unreserved ones only: sirv decodes those to the file's name). */
const escaped = (path: string, which: boolean[]) =>
  [...path].map((char, i) => (which[i] && UNRESERVED.test(char) ? `%${char.charCodeAt(0).toString(16).toUpperCase()}` : char)).join('');
/** The path as written, some of its characters escaped, or its last slash written %2F. */
const spelledPath = (path: string) =>
  fc.oneof(
    fc.constant(path),
    fc.array(fc.boolean(), { minLength: path.length, maxLength: path.length }).map((which) => escaped(path, which)),
    // A file in a folder: the slash before its name escaped.
    ...(path.lastIndexOf('/') > 0 ? [fc.constant(`${path.slice(0, path.lastIndexOf('/'))}%2F${path.slice(path.lastIndexOf('/') + 1)}`)] : []),
  );
/** After the path: nothing, slashes, dot segments and their escapes. */
const suffix = fc.constantFrom('', '/', '//', '/.', '/./', '/..', '%2F', '%2f', '/%2E', '/%2e/', '\\');
const query = fc.constantFrom('', '?', '?v=1', '?x=%2F');
const encoding = fc.constantFrom('identity', 'gzip', 'br', 'br, gzip');
/** A spelling of one of `paths`, the query apart, and the Accept-Encoding it is asked with. */
const askFor = (paths: string[]) =>
  fc.record({ path: fc.constantFrom(...paths).chain((path) => fc.tuple(fc.constant(path), spelledPath(path))), suffix, query, encoding });

describe.skipIf(againstDev)('a built file gone from under the running server', { timeout: 60_000 }, () => {
  // Made in beforeAll, not while the tests are collected: test:fast collects this file (and skips it) on a
  // clone with no build, where dist/ is not there to read.
  let site: string;
  let client: string;
  let assets: string;
  const servers: Record<'one process' | 'two workers', Server> = {} as never;
  /** A process started once the files were broken, as after a restart: an unreadable file is listed again at its start. */
  let restarted: Server;
  let scripts: string[];
  let deleted: string, unreadable: string, folder: string, kept: string;
  /** Each file broken after the start, how, and the Accept-Encoding that reaches the broken form. */
  let broken: { path: string; file: string; code: string; encoding: string }[];
  /** Files left whole. */
  let whole: string[];

  beforeAll(async () => {
    site = mkdtempSync(join(tmpdir(), 'mcp-dist-copy-'));
    client = join(site, 'dist/client');
    assets = join(client, 'assets');
    scripts = readdirSync('dist/client/assets').filter((name) => name.endsWith('.js')).sort();
    [deleted, unreadable, folder, kept] = scripts as [string, string, string, string];
    broken = [
      // Deleted as a build deletes the files it replaces: the file and its precompressed forms (asked for as br);
      // the same for the one a folder then takes the place of.
      { path: `/assets/${deleted}`, file: join(assets, deleted), code: 'ENOENT', encoding: 'br' },
      { path: `/assets/${unreadable}`, file: join(assets, unreadable), code: 'EACCES', encoding: 'identity' },
      { path: `/assets/${folder}`, file: join(assets, folder), code: 'EISDIR', encoding: 'identity' },
      // Public files of fixed names, served by the other handler.
      { path: '/favicon.svg', file: join(client, 'favicon.svg.gz'), code: 'EACCES', encoding: 'gzip' },
      { path: '/icons/favicon-32.png', file: join(client, 'icons/favicon-32.png'), code: 'ENOENT', encoding: 'identity' },
      { path: '/images/social-card.png', file: join(client, 'images/social-card.png'), code: 'EACCES', encoding: 'identity' },
      { path: '/downloads/restaurant-pos-brochure.pdf', file: join(client, 'downloads/restaurant-pos-brochure.pdf'), code: 'EISDIR', encoding: 'identity' },
    ];
    whole = [`/assets/${kept}`, '/icons/icon-192.png'];
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    cpSync('dist', join(site, 'dist'), { recursive: true });
    mkdirSync(join(site, 'data'));
    const user = unprivileged();
    if (user) execFileSync('chown', ['-R', `${user.uid}:${user.gid}`, site]);
    // The server's imports resolve from the copy's folder.
    symlinkSync(resolve('node_modules'), join(site, 'node_modules'));
    let started = 0;
    const serve = (workers: number) => serveLogged(workers, { DATA_DIR: join(site, 'data', String(started++)) }, { cwd: site, user });
    // One after the other: each start has the whole of serveBuild's wait on a busy machine.
    servers['one process'] = await serve(1);
    servers['two workers'] = await serve(2);
    // Broken once both have started and listed their files.
    for (const name of [deleted, `${deleted}.br`, `${deleted}.gz`, `${folder}.br`, `${folder}.gz`]) rmSync(join(assets, name));
    rmSync(join(client, 'icons/favicon-32.png'));
    for (const { file, code } of broken) {
      if (code === 'EACCES') chmodSync(file, 0o000);
      if (code === 'EISDIR') {
        rmSync(file);
        mkdirSync(file);
      }
    }
    restarted = await serve(1);
  }, 120_000);
  afterAll(() => {
    for (const server of [...Object.values(servers), restarted]) if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(site, { recursive: true, force: true });
  });

  const servesOn = (kind: string, server: Server) => {
    expect(server.child.exitCode, kind).toBeNull();
    expect(server.log.filter((line) => line.includes('worker died')), kind).toEqual([]);
  };

  it('answers 404 for each, logs each once per process, and every process and worker serves on', async () => {
    for (const [kind, server] of Object.entries(servers)) {
      const never = await get(`${server.base}/assets/never-built.js`);
      expect(never.status).toBe(404);
      const notFoundTitle = titleOf(never.body);
      // Four times each, on connections of their own: both workers get some.
      for (let round = 0; round < 4; round++) {
        for (const { path, encoding } of broken) {
          const answer = await get(`${server.base}${path}`, encoding);
          expect(answer.status, `${kind}: ${path}`).toBe(404);
          // The site's own 404 page, as for a file that never was.
          expect(titleOf(answer.body), `${kind}: ${path}`).toBe(notFoundTitle);
        }
        expect((await get(`${server.base}/`)).status, kind).toBe(200);
      }
      servesOn(kind, server);
      const warnings = server.log.filter((line) => line.includes('a built file is gone')).map((line) => JSON.parse(line) as { file: string; code: string });
      const processes = kind === 'one process' ? 1 : 2;
      for (const { file, code } of broken) {
        const lines = warnings.filter((w) => w.file === file);
        expect(lines.length, `${kind}: ${file}`).toBeGreaterThanOrEqual(1);
        expect(lines.length, `${kind}: ${file}`).toBeLessThanOrEqual(processes);
        expect(lines.every((w) => w.code === code), `${kind}: ${file}`).toBe(true);
      }
    }
    // The files still there are served as before.
    for (const path of whole) expect((await get(`${servers['two workers'].base}${path}`)).status, path).toBe(200);
  });

  for (const kind of ['one process', 'two workers', 'one process started since'] as const) {
    it(`${kind}: any spelling of a broken file is a 404 (a redirect where it spells a page), of a whole one the file by its own name alone; no process ends`, async () => {
      const server = kind === 'one process started since' ? restarted : servers[kind];
      const port = Number(new URL(server.base).port);
      await fc.assert(
        fc.asyncProperty(askFor(broken.map(({ path }) => path)), async ({ path: [, spelled], suffix, query, encoding }) => {
          const target = `${spelled}${suffix}${query}`;
          expect(await rawGet(port, target, encoding), target).toEqual(notTheFile(spelled + suffix, query));
        }),
        // Not shrunk: after a request that ends the process every other one fails too, so the first failure is the one to name.
        { numRuns: 150, endOnFailure: true },
      );
      await fc.assert(
        fc.asyncProperty(askFor(whole), async ({ path: [path, spelled], suffix, query, encoding }) => {
          const target = `${spelled}${suffix}${query}`;
          // The file at its path, or written with escapes sirv decodes; no other spelling reaches it.
          const isTheFile = suffix === '' && decodeURI(spelled) === path;
          expect(await rawGet(port, target, encoding), target).toEqual(isTheFile ? [200, undefined] : notTheFile(spelled + suffix, query));
        }),
        { numRuns: 100, endOnFailure: true },
      );
      servesOn(kind, server);
    });
  }
});
