/**
 * The owner's weekly digest, with real parts: a real SMTP server on loopback receives it, the lead
 * store is a real SQLite file or the test run's PostgreSQL. Sent once when every process reaches
 * Monday 08:00 (the business's time zone) together, not again after a restart, late by a machine
 * that was down at 08:00, not the next day. Its figures are the report's of the same week, its HTML
 * passes the Nu HTML Checker, its picture is the one a fresh drawing makes.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { pino } from 'pino';
import { afterEach, describe, expect, inject, it, onTestFinished } from 'vitest';
import { businessTimeZone } from '../../src/config/site';
import { digestFigures } from '../../server/digest/figures';
import { drawPicture } from '../../server/digest/picture';
import { scheduleDigest, type DigestConfig } from '../../server/digest/send';
import { instantAt } from '../../server/digest/week';
import { openPostgresStore } from '../../server/leads/postgres-store';
import { openSqliteStore } from '../../server/leads/sqlite-store';
import type { LeadStore } from '../../server/leads/types';
import { serveLogged } from '../../scripts/stop-under-load';
import { againstDev } from '../support/build-only';
import { leads as leadsCommand } from '../support/leads-command';
import { newLead } from '../support/leads';
import { mimeParts } from '../support/mime';
import { createDatabase } from '../support/postgres';
import { startSmtpReceiver } from '../support/smtp-receiver';

const silent = pino({ level: 'silent' });
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The week 2026-W48 (23 to 29 November) and the one before, with visitors, views and leads. */
async function fill(store: LeadStore) {
  for (let i = 0; i < 14; i++) {
    const day = new Date(Date.parse('2026-11-16') + i * 86_400_000).toISOString().slice(0, 10);
    await store.visitorSalt(day);
    await store.addPageViews([{ day, page: '/', views: 10 + i, prefetches: 0 }, { day, page: '/contact', views: 3, prefetches: 0 }]);
    await store.addVisitors(Array.from({ length: 5 + (i % 4) }, (_, v) => [
      { day, page: '', hash: `p${v}` }, { day, page: '/', hash: `p${v}` }, ...(v < 2 ? [{ day, page: '/contact', hash: `p${v}` }] : []),
    ]).flat());
    if (i % 3 === 0) {
      await store.insert(newLead({ receivedAt: new Date(`${day}T15:00:00Z`), destinations: [], source: i % 2 ? { host: 'www.google.com', utm_campaign: 'spring' } : { page: '/' } }));
    }
  }
}

const smtpConfig = (url: string): Extract<DigestConfig, { send: true }> => ({
  send: true, email: { smtpUrl: url, to: 'leads@example.com', from: 'site@example.com' }, to: 'owner@example.com',
});

const adapters = [
  ['SQLite', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mcp-digest-')), 'leads.db');
    return async () => {
      const store = openSqliteStore(file);
      cleanups.push(() => store.close());
      return store;
    };
  }],
  ['PostgreSQL', async () => {
    const url = await createDatabase(inject('postgresUrl'));
    return async () => {
      const store = await openPostgresStore(url);
      cleanups.push(() => store.close());
      return store;
    };
  }],
] as const;

const mondayEight = instantAt('2026-11-30', 8, businessTimeZone);
const later = (ms: number) => new Date(mondayEight.getTime() + ms);
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

describe.each(adapters)('the weekly digest on %s', (_, storeOf) => {
  /** Two processes of two workers each: four handles on the store, each with its schedule, all at `at`. */
  async function machine(handles: () => Promise<LeadStore>, smtpUrl: string, at: Date, processes = 4) {
    for (let i = 0; i < processes; i++) {
      const stop = scheduleDigest({ store: await handles(), config: smtpConfig(smtpUrl), logger: silent, warnings: [], clock: () => at, checkEveryMs: 50 });
      cleanups.push(stop);
    }
  }

  it('is sent once when every worker of two processes reaches Monday 08:00 together, and not again after a restart that day', { timeout: 60_000 }, async () => {
    const smtp = await startSmtpReceiver();
    cleanups.push(() => smtp.close());
    const handles = await storeOf();
    await fill(await handles());
    // A minute before: nothing.
    await machine(handles, smtp.url, later(-60_000));
    await settle();
    expect(smtp.mails).toHaveLength(0);
    await machine(handles, smtp.url, later(5_000));
    await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(1);
    await settle();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.envelope.to).toEqual(['owner@example.com']);
    expect(smtp.mails[0]!.headers.get('subject')).toMatch(/weekly: \d+ visitors, \d+ leads \(2026-11-23 to 2026-11-29\)/);
    // Restarted at noon: the store says it was sent.
    await machine(handles, smtp.url, later(4 * 3_600_000));
    await settle();
    expect(smtp.mails).toHaveLength(1);
  });

  it('is sent late the same day by a machine that was down at 08:00, and not the day after', { timeout: 60_000 }, async () => {
    const smtp = await startSmtpReceiver();
    cleanups.push(() => smtp.close());
    const handles = await storeOf();
    // Down from before 08:00 until 23:30 Monday; one process comes back.
    await machine(handles, smtp.url, later(15.5 * 3_600_000), 1);
    await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(1);
    // Another store whose machine came back on Tuesday: that week's digest is over.
    const tuesday = await storeOf();
    await machine(tuesday, smtp.url, later(17 * 3_600_000), 2);
    await settle();
    expect(smtp.mails).toHaveLength(1);
  });
});

describe('what the digest holds', () => {
  it("has the report's figures for the same week, HTML the Nu checker passes, a text part, and the picture a fresh drawing makes", { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mcp-digest-'));
    const store = openSqliteStore(join(dataDir, 'leads.db'));
    cleanups.push(() => store.close());
    await fill(store);
    const smtp = await startSmtpReceiver();
    cleanups.push(() => smtp.close());
    const env = { SMTP_URL: smtp.url, LEADS_EMAIL_TO: 'leads@example.com', LEADS_EMAIL_FROM: 'site@example.com', DIGEST_EMAIL_TO: 'owner@example.com' };

    const sent = await leadsCommand(dataDir, ['digest', '--week', '2026-W48', '--send'], env);
    expect(sent).toMatchObject({ code: 0, stdout: 'Sent the digest of 2026-W48 (2026-11-23 to 2026-11-29) to owner@example.com.\n' });
    expect(smtp.mails).toHaveLength(1);
    const parts = mimeParts(smtp.mails[0]!.raw);
    const html = parts.find((p) => p.type === 'text/html')!.body.toString('utf8');
    const text = parts.find((p) => p.type === 'text/plain')!.body.toString('utf8');
    const png = parts.find((p) => p.type === 'image/png')!;

    // The figures are the report's of the same week.
    const report = JSON.parse((await leadsCommand(dataDir, ['report', '--week', '2026-W48', '--format', 'json'])).stdout) as {
      totals: { visitors: number; views: number; leads: number }; pages: { page: string; visitors: number; leads: number }[];
    };
    const figures = await digestFigures(store, '2026-W48', '2026-11-23');
    expect(JSON.parse(JSON.stringify(figures.report))).toEqual(report);
    expect(figures.visitors.now).toBe(report.totals.visitors);
    expect(figures.views.now).toBe(report.totals.views);
    expect(figures.leads.now).toBe(report.totals.leads);
    for (const body of [html, text]) {
      expect(body).toMatch(new RegExp(`Visitors(</th><td[^>]*>|\\s+)${report.totals.visitors}\\b`));
      expect(body).toMatch(new RegExp(`Page views(</th><td[^>]*>|\\s+)${report.totals.views}\\b`));
      expect(body).toMatch(new RegExp(`Leads(</th><td[^>]*>|\\s+)${report.totals.leads}\\b`));
    }
    // Readable without the picture: lang, headings, header cells, alt text, the 14 days as a table.
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toContain('<th scope="col"');
    expect(html).toMatch(/<img src="cid:chart@digest" alt="Bar chart of visitors and leads on each of the last 14 days: \d+ visitors and \d+ leads this week/);
    expect(png.headers.get('content-id')).toBe('<chart@digest>');
    for (const day of figures.days) expect(text).toMatch(new RegExp(`^${day.day} +${day.visitors} +${day.leads}$`, 'm'));

    // The picture is the one the same figures draw now, 1200 px wide (twice 600, for sharp screens).
    expect(png.body.equals(await drawPicture(figures))).toBe(true);
    expect(png.body.readUInt32BE(16)).toBe(1200);

    // The Nu HTML Checker (vnu-jar, offline) finds no error.
    const dir = mkdtempSync(join(tmpdir(), 'vnu-digest-'));
    writeFileSync(join(dir, 'digest.html'), html);
    const vnu = join('node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
    const result = await promisify(execFile)('java', ['-jar', vnu, '--format', 'json', '--stdout', dir]).catch((error: { stdout: string }) => error);
    expect((JSON.parse(result.stdout) as { messages: unknown[] }).messages).toEqual([]);
  });

  it("names what needs the owner: the start's warnings, and a form whose page had visitors but brought no lead for 14 days", { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mcp-digest-'));
    const store = openSqliteStore(join(dataDir, 'leads.db'));
    cleanups.push(() => store.close());
    await fill(store);
    // No form sent at all: the contact leads above came by the contact form, none by the application form.
    await store.visitorSalt('2026-11-27');
    await store.addVisitors([{ day: '2026-11-27', page: '/apply', hash: 'x' }, { day: '2026-11-27', page: '', hash: 'x' }]);
    const { stdout } = await leadsCommand(dataDir, ['digest', '--week', '2026-W48']);
    expect(stdout).toContain('- The Merchant application form (/apply) had 1 visitors in the last 14 days and brought no lead: try sending the form yourself');
    expect(stdout).not.toContain('The Contact form (/contact) had');
    // A start without destinations warns so; the digest repeats it.
    expect(stdout).toContain('- no destination configured: leads are stored, not delivered');
    const out = join(dataDir, 'digest.html');
    expect((await leadsCommand(dataDir, ['digest', '--week', '2026-W48', '--out', out])).stdout).toMatch(/^Wrote the digest of 2026-W48 .+ into .+digest\.html; the picture took \d+ ms to draw\.\n$/);
    expect((await leadsCommand(dataDir, ['digest', '--week', '2026-W99'])).code).toBe(2);
  });
});

describe.skipIf(againstDev)('the start-up line', { timeout: 60_000 }, () => {
  it('says when the next digest goes and to whom, or that DIGEST=off stops it', async () => {
    const smtp = await startSmtpReceiver();
    cleanups.push(() => smtp.close());
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'mcp-digest-')), SMTP_URL: smtp.url, LEADS_EMAIL_TO: 'leads@example.com', LEADS_EMAIL_FROM: 'site@example.com' };
    for (const [extra, said] of [
      [{}, new RegExp(`weekly digest to leads@example\\.com, next Monday \\d{4}-\\d\\d-\\d\\d 08:00 ${businessTimeZone}`)],
      [{ DIGEST_EMAIL_TO: 'owner@example.com' }, /weekly digest to owner@example\.com, next Monday/],
      [{ DIGEST: 'off' }, /weekly digest off \(DIGEST=off\)/],
    ] as const) {
      const server = await serveLogged(1, { ...env, ...extra });
      onTestFinished(() => void server.child.kill('SIGKILL'));
      expect(server.log.find((line) => line.includes('"msg":"starting:'))).toMatch(said);
      server.child.kill('SIGTERM');
    }
  });
});
