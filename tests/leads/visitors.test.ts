/**
 * Visitors counted by the built server (`node dist/server/index.js`; npm test builds first) with no
 * cookie: one person is one visitor of the day whichever worker or process served them, on SQLite
 * (one file shared by the processes) and on PostgreSQL (the test run's server), because the day's
 * salt is one in the store. An IPv6 address counts by its /64.
 */
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { openLeadStore } from '../../server/leads/store/open-store';
import { leadsConfig } from '../../server/leads/config';
import { visitorNetwork } from '../../server/observe/page-views';
import { serveLogged } from '../../scripts/stop-under-load';
import { againstDev } from '../support/build-only';
import { createDatabase } from '../support/postgres';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const today = () => new Date().toISOString().slice(0, 10);

describe('the part of an address that stands for a visitor', () => {
  it('is an IPv4 address whole, an IPv4-mapped one as IPv4, and an IPv6 address by its /64, however it is written', () => {
    expect(visitorNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(visitorNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(visitorNetwork('2001:db8:1:2::10')).toBe('2001:db8:1:2');
    expect(visitorNetwork('2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2');
    expect(visitorNetwork('2001:db8::1')).toBe('2001:db8:0:0');
    expect(visitorNetwork('::1')).toBe('0:0:0:0');
    expect(visitorNetwork('fe80::1%eth0')).toBe('fe80:0:0:0');
    expect(visitorNetwork('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0');
  });
});

describe.skipIf(againstDev).each([
  ['SQLite', async () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'mcp-visitors-')) })],
  ['PostgreSQL', async () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'mcp-visitors-')), DATABASE_URL: await createDatabase(inject('postgresUrl')) })],
])('visitors on %s, two workers and a second process', { timeout: 90_000 }, (_, storeEnv) => {
  it('count a person once whichever worker or process served them; another /64 is another person; the counts reach the store at stop', async () => {
    const env: NodeJS.ProcessEnv = { ...(await storeEnv()), TRUST_PROXY: 'loopback', LEADS_FORM_SECRET: 'test-form-secret' };
    // Each process its own DATA_DIR with PostgreSQL (as on two machines); one shared file with SQLite.
    const second = env.DATABASE_URL ? { ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'mcp-visitors-')) } : env;
    const servers = await Promise.all([serveLogged(2, env), serveLogged(1, second)]);
    onTestFinished(() => servers.forEach((s) => s.child.exitCode === null && s.child.kill('SIGKILL')));
    const visit = async (base: string, from: string) => {
      const res = await fetch(`${base}/`, { headers: { 'User-Agent': BROWSER, 'X-Forwarded-For': from, Connection: 'close' } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    };
    // One phone whose host address changes (privacy extensions) on both processes, 8 at a time; another network once.
    const phone = (i: number) => `2001:db8:1:2:${(i * 7919).toString(16)}::${i.toString(16)}`;
    for (let round = 0; round < 5; round++) {
      await Promise.all(Array.from({ length: 8 }, (__, i) => visit(servers[i % 2]!.base, phone(round * 8 + i))));
    }
    await visit(servers[1]!.base, '2001:db8:1:3::1');
    for (const server of servers) {
      const exited = once(server.child, 'exit');
      server.child.kill('SIGTERM');
      expect((await exited)[0]).toBe(0);
    }
    const store = await openLeadStore(leadsConfig(env));
    onTestFinished(() => store.close());
    expect((await store.pageViews(today())).map(({ page, views, visitors }) => ({ page, views, visitors }))).toEqual([{ page: '/', views: 41, visitors: 2 }]);
    expect(await store.siteVisitors(today())).toEqual([{ day: today(), visitors: 2 }]);
  });
});
