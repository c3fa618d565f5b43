/**
 * Copies that share one PostgreSQL but not the form secret or the public key are named (issue 63): two built
 * servers (`node dist/server/index.js`) on their own ports and DATA_DIRs, one database. The copy that starts
 * second says at start which setting differs and which copies hold which value, never the value; `leads check`
 * says it too and exits 1; `leads copies` lists the copies and exits 1. Copies that agree say nothing of it. A copy
 * already serving says it at its next note (a real SQLite store, the minute's timer and the clock faked).
 * What is lost when they disagree, seen first: a form rendered by one copy and sent to the other is spam.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import { serveLogged } from '../../scripts/stop-under-load';
import { leadsConfig } from '../../server/leads/config';
import { copiesNow, GONE_AFTER_MS, noteCopy, NOTE_EVERY_MS } from '../../server/leads/copies';
import { publicKeyText } from '../../server/leads/seal';
import { openSqliteStore } from '../../server/leads/store/sqlite-store';
import { openPostgresStore } from '../../server/leads/store/postgres-store';
import { filledContact, submission } from '../support/filled-forms';
import { leads } from '../support/leads-command';
import { createDatabase } from '../support/postgres';

const keyText = () => publicKeyText(generateKeyPairSync('x25519').privateKey.export({ format: 'pem', type: 'pkcs8' }) as string);
const KEY = keyText();
const SECRET = 'the-copies-test-form-secret-one';
const OTHER_SECRET = 'the-copies-test-form-secret-two';

/** A copy of the site with its own DATA_DIR, its leads in `databaseUrl`; its log lines and its name (host:DATA_DIR). */
async function copy(databaseUrl: string, settings: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mcp-copy-'));
  const server = await serveLogged(1, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...settings });
  onTestFinished(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
  const warnings = () => server.log.map((line) => JSON.parse(line) as { level: number; msg: string; check?: string }).filter((line) => line.check === 'copies');
  return { ...server, dataDir, name: `${hostname()}:${dataDir}`, warnings };
}

describe('copies sharing one store', { timeout: 120_000 }, () => {
  it('with different form secrets: the second names LEADS_FORM_SECRET and both copies at start, never the secret; check and copies exit 1 saying so', async () => {
    const url = await createDatabase(inject('postgresUrl'));
    const a = await copy(url, { LEADS_FORM_SECRET: SECRET, LEADS_PUBLIC_KEY: KEY });
    const b = await copy(url, { LEADS_FORM_SECRET: OTHER_SECRET, LEADS_PUBLIC_KEY: KEY });

    // What it costs: a form a visitor loaded from A and sent through B is spam, and the visitor is thanked.
    const { id, body } = submission(SECRET, filledContact);
    expect((await fetch(`${b.base}/contact`, { method: 'POST', body, redirect: 'manual' })).status).toBe(303);
    const store = await openPostgresStore(url);
    onTestFinished(() => store.close());
    expect((await store.get(id))?.status).toBe('spam');

    expect(a.warnings()).toEqual([]);
    const [warning, ...more] = b.warnings();
    expect(more).toEqual([]);
    expect(warning!.level).toBe(40);
    expect(warning!.msg).toMatch(/^copies disagree on LEADS_FORM_SECRET: /);
    expect(warning!.msg).toContain(`${a.name} has value `);
    expect(warning!.msg).toContain(`${b.name} has value `);
    expect(warning!.msg).toContain('stored as spam');
    expect(warning!.msg).toContain('set the same LEADS_FORM_SECRET on every copy');
    for (const line of [...a.log, ...b.log]) for (const secret of [SECRET, OTHER_SECRET]) expect(line).not.toContain(secret);

    const [check, copies] = await Promise.all([leads(a.dataDir, ['check'], { DATABASE_URL: url }), leads(a.dataDir, ['copies'], { DATABASE_URL: url })]);
    expect(check).toEqual({ code: 1, stdout: `${warning!.msg}\n`, stderr: '' });
    expect(copies.code).toBe(1);
    const lines = copies.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('2 copies heard from in the last 3 minutes; they disagree');
    expect(lines[1]).toBe(warning!.msg);
    expect(lines.slice(2).map((line) => line.trim().split(/\s+/)[0])).toEqual([a.name, b.name].sort());
    for (const secret of [SECRET, OTHER_SECRET]) expect(check.stdout + copies.stdout).not.toContain(secret);
  });

  it('with different public keys (one copy without LEADS_PUBLIC_KEY, its key pair generated in its DATA_DIR): LEADS_PUBLIC_KEY named, and the one without it', async () => {
    const url = await createDatabase(inject('postgresUrl'));
    const a = await copy(url, { LEADS_FORM_SECRET: SECRET, LEADS_PUBLIC_KEY: KEY });
    const b = await copy(url, { LEADS_FORM_SECRET: SECRET });
    const [warning, ...more] = b.warnings();
    expect(more).toEqual([]);
    expect(warning!.msg).toMatch(/^copies disagree on LEADS_PUBLIC_KEY: /);
    expect(warning!.msg).toContain(`(LEADS_PUBLIC_KEY not set on ${b.name}: generated in its DATA_DIR)`);
    expect(warning!.msg).toContain('seals tax IDs to its own key');
    expect(warning!.msg).not.toContain(KEY);
    expect(await leads(a.dataDir, ['check'], { DATABASE_URL: url })).toEqual({ code: 1, stdout: `${warning!.msg}\n`, stderr: '' });
  });

  it('that agree: no warning, check silent and 0, copies lists both and exits 0', async () => {
    const url = await createDatabase(inject('postgresUrl'));
    const a = await copy(url, { LEADS_FORM_SECRET: SECRET, LEADS_PUBLIC_KEY: KEY });
    const b = await copy(url, { LEADS_FORM_SECRET: SECRET, LEADS_PUBLIC_KEY: KEY });
    expect([...a.warnings(), ...b.warnings()]).toEqual([]);
    expect(await leads(a.dataDir, ['check'], { DATABASE_URL: url })).toEqual({ code: 0, stdout: '', stderr: '' });
    const copies = await leads(b.dataDir, ['copies'], { DATABASE_URL: url });
    expect(copies.code).toBe(0);
    expect(copies.stdout.split('\n')[0]).toBe('2 copies heard from in the last 3 minutes; all agree on LEADS_FORM_SECRET and LEADS_PUBLIC_KEY');
  });

  it('a copy already serving names a copy that disagrees and started after it, at its next note, once; a copy stopped drops out after three minutes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const folder = () => mkdtempSync(join(tmpdir(), 'mcp-copy-'));
    const store = openSqliteStore(join(folder(), 'leads.db'));
    onTestFinished(() => store.close());
    const said: string[] = [];
    const logger = pino({ level: 'warn', base: undefined }, { write: (line: string) => void said.push(JSON.parse(line).msg as string) });
    const quiet = pino({ level: 'silent' });
    const first = noteCopy({ store, config: leadsConfig({ DATA_DIR: folder(), LEADS_FORM_SECRET: SECRET, LEADS_PUBLIC_KEY: KEY }), logger, warn: true });
    onTestFinished(first.stop);
    await first.first;
    const second = noteCopy({ store, config: leadsConfig({ DATA_DIR: folder(), LEADS_FORM_SECRET: OTHER_SECRET, LEADS_PUBLIC_KEY: KEY }), logger: quiet, warn: false });
    onTestFinished(second.stop);
    await second.first;
    expect(said).toEqual([]);
    await vi.advanceTimersByTimeAsync(NOTE_EVERY_MS);
    expect(said).toEqual([expect.stringMatching(/^copies disagree on LEADS_FORM_SECRET: /)]);
    await vi.advanceTimersByTimeAsync(NOTE_EVERY_MS);
    expect(said.length).toBe(1);
    second.stop();
    await vi.advanceTimersByTimeAsync(GONE_AFTER_MS);
    const now = await copiesNow(store);
    expect(now, JSON.stringify(now)).toMatchObject({ copies: [expect.anything()], problems: [] });
  });
});
