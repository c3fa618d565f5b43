/**
 * A release rolled over two machines, and rolled back, as docs/operations.md#a-release-on-several-machines says,
 * under load, loses no script (issue 63, ADR 047). Two copies of the site, each with its own releases folder (a
 * machine's /srv/magnolia-site), one PostgreSQL, behind Debian's nginx configured with the guide's own block
 * (docs/operations.md, nginx-two-copies: its addresses and certificate replaced by the test's). Each copy is served
 * as systemd serves it on a server, from `current` on a socket held across restarts (Debian's
 * systemd-socket-activate holds it and starts the server again when it exits, as tests/http/restart-on-socket.test.ts
 * does); the release is made by the release command's own steps before the switch (prepareRelease, as
 * tests/releases/release-command.test.ts makes one; its switch needs systemd), once, on A, and B gets the same
 * files; each is made live by the command's own pointCurrent and a restart. A machine's release appears in its
 * releases folder when its command has made it.
 *
 * Visitors load pages through nginx and then every script each page names (the entry and its import map: every
 * chunk an island may ask for), some at once and some later (a page kept open across a switch), checking each
 * against the page's integrity; every fourth visit posts the contact form. Through A switched, B switched, B rolled
 * back, A rolled back: no script answered 404 or differs from its page's hash, no request refused or answered 5xx,
 * nginx reached every copy every time, every post answered 303 and stored once.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childPids, freePort } from '../../scripts/bench-util';
import { startNginx } from '../../scripts/nginx-server';
import { startPostgres } from '../../scripts/postgres-server';
import { SERVER_NODE_FLAGS } from '../../scripts/serve-build';
import { layout as layoutOf, releaseName, type Layout } from '../../server/releases/layout';
import { prepareRelease } from '../../server/releases/make';
import { commitOf } from '../../server/releases/source';
import { pointCurrent } from '../../server/releases/switch';
import { openPostgresStore } from '../../server/leads/store/postgres-store';
import { checkedBlock } from '../support/doc-blocks';
import { filledContact, submission } from '../support/filled-forms';
import { createDatabase } from '../support/postgres';
import { againstDev } from '../support/build-only';
import { applyPath, contactPath, feeCalculatorPath } from '../../src/content/paths';

const HOST = 'www.example.com';
const FORM_SECRET = 'several-machines-form-secret';
/** The pages the visitors load: the home page and those of the forms and the calculator (its islands). */
const PAGES = ['/', contactPath, applyPath, feeCalculatorPath];

type Machine = { name: string; layout: Layout; port: number; holder?: ReturnType<typeof spawn> };

const quietly = <T>(work: () => Promise<T>) => {
  // prepareRelease prints its steps' lines, the operator's view: kept out of the test's output.
  const write = process.stdout.write;
  process.stdout.write = (() => true) as typeof process.stdout.write;
  return work().finally(() => (process.stdout.write = write));
};

describe.skipIf(againstDev)('a release rolled over two machines behind nginx, then rolled back', () => {
  const root = mkdtempSync(join(tmpdir(), 'mcp-machines-'));
  const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
  const machines: Machine[] = ['a', 'b'].map((name) => ({ name, layout: layoutOf(join(root, name, 'checkout')), port: 0 }));
  let postgres: Awaited<ReturnType<typeof startPostgres>>;
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  let nginxPort: number;
  let databaseUrl: string;
  let old: string;
  let next: string;

  beforeAll(async () => {
    // The commit to release: this one with a change to the islands' shared code, so most scripts get new names.
    const origin = join(root, 'origin');
    git(root, 'clone', '--quiet', '--local', resolve('.'), origin);
    execFileSync('sed', ['-i', 's|<div data-island={name} data-props|<div data-island={name} data-release="next" data-props|', 'src/browser/island.tsx'], { cwd: origin });
    git(origin, '-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '-am', 'The islands\' wrapper says which release');
    // Each machine: its checkout of that commit, the modules npm ci left there, the live settings, and the release
    // it runs now: this checkout's build (the commit before), made into a release as npm run release makes one.
    const head = git('.', 'rev-parse', 'HEAD');
    old = releaseName(head, new Date(Date.now() - 86_400_000));
    for (const { layout } of machines) {
      git(root, 'clone', '--quiet', '--local', origin, layout.checkout);
      symlinkSync(resolve('node_modules'), join(layout.checkout, 'node_modules'));
      writeFileSync(join(layout.checkout, '.env'), `SITE_URL=https://${HOST}\n`);
      const folder = layout.folder(old);
      mkdirSync(folder, { recursive: true });
      cpSync('dist', join(folder, 'dist'), { recursive: true });
      symlinkSync(resolve('node_modules'), join(folder, 'node_modules'));
      layout.writeRelease({ name: old, commit: head, subject: git('.', 'log', '-1', '--format=%s'), committedAt: new Date().toISOString(), builtAt: new Date().toISOString() });
      pointCurrent(layout, old);
    }
    // The new release, made on A by the release command's steps. B's is the same folder (hard links): two builds
    // of one commit on one machine are the same bytes (ADR 047), so B's own build would give B these very files, in
    // a third of the test's time. It is held aside until B's turn (B's command would still be building it), so that
    // B serves the old release alone until then.
    const [a] = machines as [Machine];
    next = await quietly(() => commitOf(a.layout.checkout, 'HEAD').then((source) => prepareRelease(a.layout, source)));
    execFileSync('cp', ['-al', a.layout.folder(next), join(root, 'b', 'made')]);

    postgres = await startPostgres();
    databaseUrl = await createDatabase(postgres.url);
    for (const machine of machines) machine.port = await freePort();
    const [https, http] = [await freePort(), await freePort()];
    // The guide's configuration, on this machine's ports: the two copies, nginx's own two ports.
    let upstream = 0;
    const site = checkedBlock('docs/operations.md', 'nginx-two-copies')
      .replace(/^(\s*server )10\.0\.0\.\d+:3000/gm, (_, start: string) => `${start}127.0.0.1:${machines[upstream++]!.port}`)
      .replaceAll('listen 443 ssl;', `listen 127.0.0.1:${https} ssl;`)
      .replace('listen 80;', `listen 127.0.0.1:${http};`);
    expect(upstream).toBe(2);
    nginx = await startNginx(site, { listen: [https, http], certificate: HOST });
    nginxPort = https;
  }, 600_000);

  afterAll(async () => {
    for (const { holder } of machines) if (holder?.pid) process.kill(-holder.pid, 'SIGKILL');
    await nginx?.stop();
    postgres?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  /** The copy on `machine`, as systemd runs it: the socket held, the server started again from `current` whenever it exits. */
  async function serve(machine: Machine) {
    const env = {
      NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: join(root, machine.name, 'data'), DATABASE_URL: databaseUrl, SITE_URL: `https://${HOST}`,
      TRUST_PROXY: 'loopback', LEADS_FORM_SECRET: FORM_SECRET, LEADS_RATE_LIMIT: 'off', DIGEST: 'off',
    };
    const server = [process.execPath, ...SERVER_NODE_FLAGS, 'dist/server/index.js'].join(' ');
    machine.holder = spawn('systemd-socket-activate', [
      '-l', `127.0.0.1:${machine.port}`, ...Object.entries(env).flatMap(([name, value]) => ['-E', `${name}=${value}`]),
      '/bin/bash', '-c', `while :; do (cd ${machine.layout.current} && export LISTEN_PID=$BASHPID && exec ${server}); done`,
    ], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const problems: string[] = [];
    let holding = false;
    for (const stream of [machine.holder.stdout!, machine.holder.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        if (line.includes(`Listening on 127.0.0.1:${machine.port}`)) holding = true;
        else if (/"level":(50|60)/.test(line)) problems.push(line);
      });
    }
    for (let waited = 0; !holding; waited += 50) {
      if (waited > 10_000) throw new Error(`systemd-socket-activate did not listen for ${machine.name}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    await live(machine, old);
    return problems;
  }

  /** Waits until the copy on `machine` answers /readyz naming `release`. */
  async function live(machine: Machine, release: string) {
    for (const started = Date.now(); Date.now() - started < 60_000; ) {
      const named = await fetch(`http://127.0.0.1:${machine.port}/readyz`).then((res) => res.json() as Promise<{ release?: string }>, () => ({ release: undefined }));
      if (named.release === release) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${machine.name} never named ${release}`);
  }

  /** The switch on `machine`: `current` to `release`, the running server stopped (SIGTERM, as systemctl restart), the new one serving. */
  async function switchTo(machine: Machine, release: string) {
    pointCurrent(machine.layout, release);
    const [node] = childPids(machine.holder!.pid!);
    process.kill(node!, 'SIGTERM');
    await live(machine, release);
  }

  it('answers every script a page names, from either machine, through a rolling release and a rollback: no 404, no 5xx, nothing refused, every post stored once', { timeout: 300_000 }, async () => {
    const problems = [...(await serve(machines[0]!)), ...(await serve(machines[1]!))];
    const agent = new Agent({ keepAlive: true, maxSockets: 64, ca: nginx.pem, servername: HOST });
    const counts = { pages: 0, scripts: 0, later: 0, missing: 0, differs: 0, failed: 0, refused: 0, posts: 0 };
    const missing: string[] = [];
    const entries = new Map<string, number>();
    const answered: string[] = [];
    /** One request through nginx: its status and body, or how it failed. */
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; body: Buffer } | { error: string }>((done) => {
        const req = request({ host: '127.0.0.1', port: nginxPort, method, path, agent, timeout: 60_000, headers: { Host: HOST, ...(body && { 'content-type': 'application/x-www-form-urlencoded' }) } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done({ status: res.statusCode!, body: Buffer.concat(chunks) }));
          res.on('error', (error) => done({ error: error.message }));
        });
        req.on('timeout', () => req.destroy(new Error('timed out')));
        req.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }));
        req.end(body);
      });
    const outcome = (answer: Awaited<ReturnType<typeof send>>) => {
      if ('error' in answer) counts.refused++;
      else if (answer.status >= 500) counts.failed++;
      return 'error' in answer ? undefined : answer;
    };
    /** The scripts a page names with their hashes: its entry, and every chunk its import map checks. */
    const scriptsOf = (html: string) => {
      const named = new Map<string, string>();
      for (const [, src, integrity] of html.matchAll(/<script type="module"[^>]* src="(\/assets\/[^"]+)"[^>]* integrity="([^"]+)"/g)) named.set(src!, integrity!);
      const map = /<script type="importmap"[^>]*>([^<]+)<\/script>/.exec(html)?.[1];
      for (const [src, integrity] of Object.entries((JSON.parse(map ?? '{}') as { integrity?: Record<string, string> }).integrity ?? {})) named.set(src, integrity);
      return named;
    };
    const loadScripts = async (scripts: Map<string, string>) => {
      await Promise.all([...scripts].map(async ([src, integrity]) => {
        const answer = outcome(await send('GET', src));
        if (!answer) return;
        counts.scripts++;
        if (answer.status === 404) {
          counts.missing++;
          missing.push(src);
        } else if (answer.status === 200 && `sha384-${createHash('sha384').update(answer.body).digest('base64')}` !== integrity) counts.differs++;
      }));
    };
    const kept: Map<string, string>[] = [];
    let running = true;
    const visitor = async (i: number) => {
      for (let n = 0; running; n++) {
        if (n % 4 === 3) {
          const { id, body } = submission(FORM_SECRET, filledContact);
          const answer = outcome(await send('POST', '/contact', body.toString()));
          counts.posts++;
          if (answer?.status === 303) answered.push(id);
          else if (answer) counts.failed++;
          continue;
        }
        const answer = outcome(await send('GET', PAGES[(i + n) % PAGES.length]!));
        if (answer?.status !== 200) continue;
        counts.pages++;
        const scripts = scriptsOf(answer.body.toString());
        const entry = [...scripts.keys()].find((src) => /\/index-[\w-]+\.js$/.test(src))!;
        entries.set(entry, (entries.get(entry) ?? 0) + 1);
        // A page kept open: its scripts asked for later, after other visits (and maybe a switch or two).
        if (n % 3 === 0) kept.push(scripts);
        await loadScripts(scripts);
        if (n % 3 === 1 && kept.length > 0) {
          counts.later++;
          await loadScripts(kept.splice(Math.floor(Math.random() * kept.length), 1)[0]!);
        }
      }
    };
    const [a, b] = machines as [Machine, Machine];
    const load = Promise.all(Array.from({ length: 6 }, (_, i) => visitor(i)));
    const steps: { step: string; at: number }[] = [];
    const started = Date.now();
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const step = async (name: string, work: () => Promise<void>) => {
      await work();
      steps.push({ step: name, at: (Date.now() - started) / 1000 });
      await pause(2_000);
    };
    await pause(2_000);
    // The guide's order: each machine in turn, then, to go back, each machine back in the reverse order.
    await step('A on the new release', () => switchTo(a, next));
    await step('B on the new release', async () => {
      renameSync(join(root, 'b', 'made'), b.layout.folder(next));
      await switchTo(b, next);
    });
    await step('B rolled back', () => switchTo(b, old));
    await step('A rolled back', () => switchTo(a, old));
    running = false;
    await load;
    // Every answered post stored once, in the one store both copies share.
    const store = await openPostgresStore(databaseUrl);
    const stored = (await store.list({ limit: 100_000 })).map((lead) => lead.id).sort();
    await store.close();
    const upstreamFailures = nginx.errors().split('\n').filter((line) => /upstream|connect\(\) failed/.test(line));

    console.log(JSON.stringify({ ...counts, entries: Object.fromEntries(entries), steps, stored: stored.length }));
    expect(counts.pages).toBeGreaterThan(0);
    // Both releases' pages were served, and a page of the new one named scripts the old one does not have.
    expect(entries.size).toBe(2);
    expect({ missing: counts.missing, differs: counts.differs, failed: counts.failed, refused: counts.refused }, missing.slice(0, 5).join(' ')).toEqual({ missing: 0, differs: 0, failed: 0, refused: 0 });
    expect(upstreamFailures).toEqual([]);
    expect(stored).toEqual([...answered].sort());
    expect(answered.length).toBe(counts.posts);
    expect(problems).toEqual([]);
  });
});
