/**
 * The built server run from a release folder, as /srv/magnolia-site/current is (docs/going-live.md):
 * releases/<name>/ with its dist/ and release.json. It names its release at start, in /readyz and in the
 * metrics; an asset it lacks that a kept release beside it has (a page loaded before the switch asks for
 * it) is served from there with the live assets' headers, and only a plain file name is looked for; once
 * that release is pruned the asset is a 404 and the site serves on. With two workers.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench-util';
import { serveLogged } from '../../scripts/stop-under-load';
import { againstDev } from '../support/build-only';

const OLD = { name: '20261126-090000-aaaaaaa', commit: 'a'.repeat(40) };
const LIVE = { name: '20261127-090000-bbbbbbb', commit: 'b'.repeat(40) };

/** A release folder as npm run release makes it: the build, the modules, release.json. */
function makeRelease(releases: string, { name, commit }: { name: string; commit: string }) {
  const dir = join(releases, name);
  mkdirSync(dir, { recursive: true });
  cpSync('dist', join(dir, 'dist'), { recursive: true });
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, 'release.json'), JSON.stringify({ name, commit, subject: 'A change', committedAt: '2026-11-26T09:00:00Z', builtAt: '2026-11-26T09:01:00Z' }));
  return dir;
}

/** A GET on a connection of its own (so both workers answer some), as a browser asks for a script. */
async function get(url: string, encoding = 'identity') {
  const res = await fetch(url, { headers: { 'Accept-Encoding': encoding, Connection: 'close' } });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, body, header: (name: string) => res.headers.get(name) };
}

describe.skipIf(againstDev)('the site run from a release folder', { timeout: 90_000 }, () => {
  const releases = join(mkdtempSync(join(tmpdir(), 'mcp-releases-')), 'releases');
  let server: Awaited<ReturnType<typeof serveLogged>>;
  let metricsPort: number;
  let onlyOld: string;
  let kept: string;

  beforeAll(async () => {
    const old = makeRelease(releases, OLD);
    const live = makeRelease(releases, LIVE);
    // What the old release built and the live one did not: a script of the old's, with its precompressed forms.
    const scripts = readdirSync(join(old, 'dist/client/assets')).filter((name) => name.endsWith('.js')).sort();
    [onlyOld, kept] = scripts as [string, string];
    for (const form of ['', '.br', '.gz']) rmSync(join(live, 'dist/client/assets', onlyOld + form));
    // Beside them: a release being made (no build yet) that sorts newest, and a folder that is no release.
    mkdirSync(join(releases, '20261128-090000-ccccccc'));
    mkdirSync(join(releases, 'notes'));
    metricsPort = await freePort();
    server = await serveLogged(2, { DATA_DIR: mkdtempSync(join(tmpdir(), 'mcp-release-data-')), METRICS_PORT: String(metricsPort) }, { cwd: live });
  }, 90_000);
  afterAll(() => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(resolve(releases, '..'), { recursive: true, force: true });
  });

  it('names its release in the start-up line, /readyz and site_release_info', async () => {
    const listening = server.log.map((line) => JSON.parse(line) as { msg: string; release?: string; commit?: string }).find((l) => l.msg.includes('site listening'))!;
    expect(listening.msg).toBe(`Magnolia Coast Payments site listening on ${server.base}, release ${LIVE.name} (commit ${LIVE.commit.slice(0, 7)})`);
    expect([listening.release, listening.commit]).toEqual([LIVE.name, LIVE.commit]);

    const ready = await fetch(`${server.base}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ok', release: LIVE.name }]);

    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    // One series, 1, however many workers answer the scrape (not their sum).
    expect(text.split('\n').filter((line) => line.startsWith('site_release_info'))).toEqual([`site_release_info{release="${LIVE.name}",commit="${LIVE.commit}"} 1`]);
    const lint = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(lint.error).toBeUndefined();
    expect(lint.stdout + lint.stderr).not.toContain('site_release_info');
  });

  it('serves an asset only a kept release has, as its own: the same headers, the precompressed form', async () => {
    const own = await get(`${server.base}/assets/${kept}`, 'br');
    expect(own.status).toBe(200);
    for (let round = 0; round < 4; round++) {
      const plain = await get(`${server.base}/assets/${onlyOld}`);
      expect(plain.status).toBe(200);
      expect(plain.body.equals(readFileSync(join(releases, OLD.name, 'dist/client/assets', onlyOld)))).toBe(true);
      const br = await get(`${server.base}/assets/${onlyOld}`, 'br');
      expect(br.status).toBe(200);
      // The build's .br, decoded by fetch.
      expect(br.header('content-encoding')).toBe('br');
      expect(br.body.equals(plain.body)).toBe(true);
      for (const name of ['cache-control', 'content-type', 'content-encoding', 'vary', 'x-content-type-options', 'cross-origin-resource-policy']) {
        expect(br.header(name), name).toBe(own.header(name));
      }
    }
  });

  it('looks for a plain file name alone: no path reaches outside a release\'s assets', async () => {
    const tries = [
      `/assets/..%2F..%2F..%2F${OLD.name}%2Frelease.json`, `/assets/%2e%2e/%2e%2e/release.json`, '/assets/..%2Frelease.json',
      `/assets/${encodeURIComponent(`../../../../${OLD.name}/release.json`)}`, '/assets/never-built-Ab12.js',
    ];
    for (const path of tries) {
      const answer = await get(`${server.base}${path}`);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.body.toString(), path).not.toContain(OLD.commit);
    }
  });

  it('answers 404 once the kept release is pruned, and serves on', async () => {
    rmSync(join(releases, OLD.name), { recursive: true });
    for (let round = 0; round < 4; round++) {
      expect((await get(`${server.base}/assets/${onlyOld}`)).status).toBe(404);
      expect((await get(`${server.base}/`)).status).toBe(200);
    }
    expect(server.child.exitCode).toBeNull();
    expect(server.log.filter((line) => /worker died|"level":(50|60)/.test(line))).toEqual([]);
  });
});
