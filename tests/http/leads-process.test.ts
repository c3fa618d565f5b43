/**
 * The lead store under the built server (`node dist/server/index.js`, npm test builds first):
 * a lead confirmed is a lead kept, even when the process is killed at once; two workers take a
 * burst of submissions from many clients without a visitor ever seeing the database's lock.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { againstDev } from '../support/build-only';
import { describe, expect, it, onTestFinished } from 'vitest';
import { sqliteFile } from '../../server/leads/open-store';
import { openSqliteStore } from '../../server/leads/sqlite-store';
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
