/**
 * The lead store under the built server (`node dist/server/index.js`, npm test builds first):
 * a lead confirmed is a lead kept, even when the process is killed at once; two workers take a
 * burst of submissions from many clients without a visitor ever seeing the database's lock; what
 * DATA_DIR holds is its user's alone; a setting that would fail every lead stops the start.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { againstDev } from '../support/build-only';
import { describe, expect, it, onTestFinished } from 'vitest';
import { sqliteFile } from '../../server/leads/store/open-store';
import { FORM_SECRET_FILE } from '../../server/leads/intake/form-ticket';
import { PRIVATE_KEY_FILE, publicKeyText } from '../../server/leads/seal';
import { openSqliteStore } from '../../server/leads/store/sqlite-store';
import { serveLogged } from '../../scripts/stop-under-load';
import { filledApplication, filledContact, submission } from '../support/filled-forms';

const SECRET = 'test-form-secret';

async function serve(dataDir: string, workers = 1, env: NodeJS.ProcessEnv = {}) {
  const server = await serveLogged(workers, { DATA_DIR: dataDir, LEADS_FORM_SECRET: SECRET, ...env });
  onTestFinished(() => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  });
  return server;
}

/** What the store holds once the server has been started again on the same DATA_DIR. */
async function afterRestart(dataDir: string, id: string) {
  const again = await serve(dataDir);
  const store = openSqliteStore(sqliteFile(dataDir));
  try {
    return await store.get(id);
  } finally {
    await store.close();
    again.child.kill('SIGKILL');
  }
}

describe.skipIf(againstDev)('a confirmed lead survives kill -9', { timeout: 60_000 }, () => {
  it.each([
    ['right after the 303 (no JavaScript)', 'text/html', 303],
    ["right after the island's confirmation (JSON)", 'application/json', 200],
  ])('%s: after a restart the lead is there', async (_, accept, status) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mcp-kill-'));
    const { base, child } = await serve(dataDir);
    const { id, body } = submission(SECRET, filledApplication);
    const res = await fetch(`${base}/apply`, { method: 'POST', body, headers: { Accept: accept }, redirect: 'manual' });
    expect(res.status).toBe(status);
    child.kill('SIGKILL');
    const lead = await afterRestart(dataDir, id);
    expect(lead).toMatchObject({ id, kind: 'application', status: 'stored', fields: { businessName: 'Back Bay Bait LLC', taxId: '**-***6789' } });
  });
});

describe.skipIf(againstDev)('two workers, 200 submissions at once from 200 client addresses', { timeout: 120_000 }, () => {
  it('stores 200 leads; no 5xx, and no SQLITE_BUSY reaches a visitor or the log', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mcp-burst-'));
    const { base, log } = await serve(dataDir, 2, { TRUST_PROXY: 'loopback' });
    const sent = Array.from({ length: 200 }, (_, i) => ({ ...submission(SECRET, i % 2 ? filledContact : filledApplication), path: i % 2 ? '/contact' : '/apply', ip: `198.51.${i >> 8}.${i & 255}` }));
    const statuses = await Promise.all(
      sent.map(({ path, body, ip }) =>
        fetch(`${base}${path}`, { method: 'POST', body, headers: { 'X-Forwarded-For': ip }, redirect: 'manual' }).then(async (res) => {
          await res.arrayBuffer();
          return res.status;
        }),
      ),
    );
    expect(statuses.filter((s) => s !== 303)).toEqual([]);
    const store = openSqliteStore(sqliteFile(dataDir));
    try {
      expect((await store.counts()).leads).toBe(200);
      expect((await store.counts()).spam).toBe(0);
      for (const { id } of sent) expect(await store.get(id), id).toBeDefined();
    } finally {
      await store.close();
    }
    expect(log.filter((line) => /SQLITE_BUSY|database is locked|could not store/.test(line))).toEqual([]);
  });
});

/** The mode of `path`, as ls -l's octal: '0600'. */
const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8).padStart(4, '0');
const modesIn = (dir: string) => Object.fromEntries([[dir, modeOf(dir)], ...readdirSync(dir).map((f) => [f, modeOf(join(dir, f))])]);

describe.skipIf(againstDev)('DATA_DIR is readable by the site\'s user alone', { timeout: 60_000 }, () => {
  it('a fresh one is made 0700 with its files 0600; one made readable by others is tightened at the next start, with a log line each', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'mcp-modes-')), 'data');
    // No LEADS_FORM_SECRET, no LEADS_PUBLIC_KEY: the first start writes both files too.
    const first = await serveLogged(1, { DATA_DIR: dataDir });
    onTestFinished(() => void first.child.kill('SIGKILL'));
    const { body } = submission(readFileSync(join(dataDir, FORM_SECRET_FILE), 'utf8'), filledContact);
    expect((await fetch(`${first.base}/contact`, { method: 'POST', body, redirect: 'manual' })).status).toBe(303);
    const files = { [FORM_SECRET_FILE]: '0600', [PRIVATE_KEY_FILE]: '0600', 'leads.db': '0600', 'leads.db-shm': '0600', 'leads.db-wal': '0600' };
    expect(modesIn(dataDir)).toEqual({ [dataDir]: '0700', ...files });
    // Killed, so the WAL and its index stay; then opened to every user, as a careless copy or umask would leave them.
    first.child.kill('SIGKILL');
    await once(first.child, 'exit');
    chmodSync(dataDir, 0o755);
    for (const file of Object.keys(files)) chmodSync(join(dataDir, file), 0o644);

    const again = await serveLogged(1, { DATA_DIR: dataDir });
    onTestFinished(() => void again.child.kill('SIGKILL'));
    expect(modesIn(dataDir)).toEqual({ [dataDir]: '0700', ...files });
    const tightened = again.log.map((line) => JSON.parse(line) as { level: number; path?: string; was?: string; msg: string })
      .filter((line) => line.msg.startsWith('leads: made private'));
    expect(tightened.map(({ level, path, was }) => ({ level, path, was })).sort((a, b) => a.path!.localeCompare(b.path!))).toEqual(
      [dataDir, ...Object.keys(files).map((file) => join(dataDir, file))].sort().map((path) => ({ level: 40, path, was: path === dataDir ? '0755' : '0644' })),
    );
  });
});

/** Starts the built server and waits for it to end by itself (or to listen, then ends it): its exit code and log lines. */
async function refusedStart(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'mcp-refused-')), NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onTestFinished(() => void child.kill('SIGKILL'));
  const lines: string[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line);
    if (line.includes('listening')) child.kill('SIGKILL');
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, lines, stderr };
}

// An operator's public key; the refused ones are it with what a copy and paste might add, or points of low order.
const GOOD_KEY = publicKeyText(generateKeyPairSync('x25519').privateKey.export({ format: 'pem', type: 'pkcs8' }) as string);
const HOOK_SECRET = `whsec_${Buffer.from('the test secret, thirty-two bytes').toString('base64')}`;

describe.skipIf(againstDev)('a setting that would fail every lead stops the start', { timeout: 60_000 }, () => {
  it.each([
    ['a public key with a character base64url does not have', { LEADS_PUBLIC_KEY: `${GOOD_KEY.slice(0, 20)}.${GOOD_KEY.slice(20)}` }, /^cannot start: LEADS_PUBLIC_KEY must be an X25519 public key: 32 bytes, base64url \(43 characters/],
    ['a public key that is all zeros (low order)', { LEADS_PUBLIC_KEY: 'A'.repeat(43) }, /^cannot start: LEADS_PUBLIC_KEY \(SHA256:[\w+/]{43}\) cannot be sealed to: .*low-order/],
    ['a webhook over plain http:// to another host', { LEADS_WEBHOOK_URL: 'http://hooks.example.com/leads', LEADS_WEBHOOK_SECRET: HOOK_SECRET }, /^cannot start: LEADS_WEBHOOK_URL sends every lead in clear to hooks\.example\.com: use https:\/\/, or set LEADS_WEBHOOK_ALLOW_HTTP=true/],
  ])('%s: exit code 1 and one fatal line saying what to fix', async (_, env, message) => {
    const { code, lines, stderr } = await refusedStart(env);
    expect({ code, stderr }).toEqual({ code: 1, stderr: '' });
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([{ level: 60, time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), msg: expect.stringMatching(message) }]);
  });

  it('in a cluster, the primary refuses before it starts any worker', async () => {
    const { code, lines } = await refusedStart({ LEADS_PUBLIC_KEY: 'A'.repeat(43), WEB_CONCURRENCY: '2' });
    expect(code).toBe(1);
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([expect.stringMatching(/^cannot start: LEADS_PUBLIC_KEY/)]);
  });

  it('starts with the same key unaltered, and with http:// to another host when LEADS_WEBHOOK_ALLOW_HTTP=true', async () => {
    const server = await serveLogged(1, { LEADS_PUBLIC_KEY: GOOD_KEY, LEADS_WEBHOOK_URL: 'http://hooks.example.com/leads', LEADS_WEBHOOK_SECRET: HOOK_SECRET, LEADS_WEBHOOK_ALLOW_HTTP: 'true' });
    onTestFinished(() => void server.child.kill('SIGKILL'));
    const { log } = server;
    expect(log.some((line) => line.includes('listening'))).toBe(true);
    expect(log.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
  });
});
