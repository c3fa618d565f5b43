/**
 * The owner's weekly digest, with real parts: a real SMTP server on loopback receives it, the lead
 * store is a real SQLite file or the test run's PostgreSQL. Sent once when every process reaches
 * Monday 08:00 (the business's time zone) together, not again after a restart, late by a machine
 * that was down at 08:00, not the next day. Its figures are the report's of the same week, its HTML
 * passes the Nu HTML Checker, its picture is the one a fresh drawing makes.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { pino } from 'pino';
import { afterEach, describe, expect, inject, it, onTestFinished } from 'vitest';
import { businessTimeZone } from '../../src/config/site';
import { digestFigures } from '../../server/observe/digest/figures';
import { digestHtml, digestText } from '../../server/observe/digest/render';
import { drawPicture, layout, PICTURE } from '../../server/observe/digest/picture';
import type { Report } from '../../server/observe/report';
import { scheduleDigest, type DigestConfig } from '../../server/observe/digest/send';
import { addDays, instantAt, isoWeekOf, mondayOf } from '../../server/observe/digest/week';
import { openPostgresStore } from '../../server/leads/store/postgres-store';
import { openSqliteStore } from '../../server/leads/store/sqlite-store';
import type { LeadStore } from '../../server/leads/store/types';
import { serveLogged } from '../../scripts/stop-under-load';
import { againstDev } from '../support/build-only';
import { leads as leadsCommand } from '../support/leads-command';
import { newLead } from '../support/leads';
import { mimeParts } from '../support/mime';
import { createDatabase } from '../support/postgres';
import { startSmtpReceiver } from '../support/smtp-receiver';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The week from `monday` (2026-W48, 23 to 29 November, unless told) and the one before, with visitors, views and leads. */
async function fill(store: LeadStore, monday = '2026-11-23') {
  for (let i = 0; i < 14; i++) {
    const day = addDays(monday, i - 7);
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

/** The last full week (Monday to Sunday, UTC) before today, as the digest takes by default. */
const today = () => new Date().toISOString().slice(0, 10);
const lastWeek = () => {
  const week = isoWeekOf(addDays(today(), -7));
  return { week, monday: mondayOf(week)! };
};

/** The Nu HTML Checker's (vnu-jar, offline) messages on a page. */
async function vnuMessages(html: string) {
  const dir = mkdtempSync(join(tmpdir(), 'vnu-digest-'));
  writeFileSync(join(dir, 'digest.html'), html);
  const vnu = join('node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
  const result = await promisify(execFile)('java', ['-jar', vnu, '--format', 'json', '--stdout', dir]).catch((error: { stdout: string }) => error);
  return (JSON.parse(result.stdout) as { messages: unknown[] }).messages;
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
/** A logger that keeps a schedule's messages, debug included: what each of its looks found (server/observe/digest/send.ts). */
function answers() {
  const said: string[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void said.push((JSON.parse(line) as { msg: string }).msg) });
  return { logger, said };
}
const NONE_DUE = 'digest: none due at this look';
const sentOrTaken = (week: string) => new RegExp(`^digest: the weekly digest of ${week} (was sent|is sent, or claimed by another process)`);

describe.each(adapters)('the weekly digest on %s', (_, storeOf) => {
  /** Two processes of two workers each: four handles on the store, each with its schedule, all at `at`; what each one's looks said. */
  async function machine(handles: () => Promise<LeadStore>, smtpUrl: string, at: Date, processes = 4) {
    const all: string[][] = [];
    for (let i = 0; i < processes; i++) {
      const { logger, said } = answers();
      const stop = scheduleDigest({ store: await handles(), config: smtpConfig(smtpUrl), logger, warnings: [], clock: () => at, checkEveryMs: 50 });
      cleanups.push(stop);
      all.push(said);
    }
    /** Resolves once every schedule has said a line that `answer` matches: each has looked and sent, or not (within 30 s:
     * each looks every 50 ms, but a loaded machine delays the SMTP delivery a sender waits for). */
    const answered = (answer: RegExp) =>
      expect.poll(() => all.every((said) => said.some((msg) => answer.test(msg))), { timeout: 30_000, message: `each schedule says ${answer}` }).toBe(true);
    return { all, answered };
  }

  it('is sent once when every worker of two processes reaches Monday 08:00 together, and not again after a restart that day', { timeout: 60_000 }, async () => {
    const smtp = await startSmtpReceiver();
    cleanups.push(() => smtp.close());
    const handles = await storeOf();
    await fill(await handles());
    // A minute before: each looks and finds nothing due.
    await (await machine(handles, smtp.url, later(-60_000))).answered(new RegExp(`^${NONE_DUE}$`));
    expect(smtp.mails).toHaveLength(0);
    const eight = await machine(handles, smtp.url, later(5_000));
    // Each has sent the week's digest or found it sent or claimed; a sender says so once its mail is delivered.
    await eight.answered(sentOrTaken('2026-W48'));
    expect(eight.all.flat().filter((msg) => msg.includes('was sent'))).toHaveLength(1);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.envelope.to).toEqual(['owner@example.com']);
    expect(smtp.mails[0]!.headers.get('subject')).toMatch(/weekly: \d+ leads, \d+ visitors \(2026-11-23 to 2026-11-29\)/);
    // Restarted at noon: the store says it was sent.
    await (await machine(handles, smtp.url, later(4 * 3_600_000))).answered(/^digest: the weekly digest of 2026-W48 is sent, or claimed by another process$/);
    expect(smtp.mails).toHaveLength(1);
  });

  it('is sent late the same day by a machine that was down at 08:00, and not the day after', { timeout: 60_000 }, async () => {
    const smtp = await startSmtpReceiver();
    cleanups.push(() => smtp.close());
    const handles = await storeOf();
    // Down from before 08:00 until 23:30 Monday; one process comes back.
    await (await machine(handles, smtp.url, later(15.5 * 3_600_000), 1)).answered(/^digest: the weekly digest of 2026-W48 was sent/);
    expect(smtp.mails).toHaveLength(1);
    // Another store whose machine came back on Tuesday: that week's digest is over.
    const tuesday = await storeOf();
    await (await machine(tuesday, smtp.url, later(17 * 3_600_000), 2)).answered(new RegExp(`^${NONE_DUE}$`));
    expect(smtp.mails).toHaveLength(1);
  });
});

describe('what the digest holds', () => {
  it("has the report's figures for the same days, under the same column names, HTML the Nu checker passes, a text part, and the picture a fresh drawing makes", { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mcp-digest-'));
    const store = openSqliteStore(join(dataDir, 'leads.db'));
    cleanups.push(() => store.close());
    const { week, monday } = lastWeek();
    await fill(store, monday);
    const smtp = await startSmtpReceiver();
    cleanups.push(() => smtp.close());
    const env = { SMTP_URL: smtp.url, LEADS_EMAIL_TO: 'leads@example.com', LEADS_EMAIL_FROM: 'site@example.com', DIGEST_EMAIL_TO: 'owner@example.com' };

    const sent = await leadsCommand(dataDir, ['digest', '--week', week, '--send'], env);
    expect(sent).toMatchObject({ code: 0, stdout: `Sent the digest of ${week} (${monday} to ${addDays(monday, 6)}) to owner@example.com.\n` });
    expect(smtp.mails).toHaveLength(1);
    const parts = mimeParts(smtp.mails[0]!.raw);
    const html = parts.find((p) => p.type === 'text/html')!.body.toString('utf8');
    const text = parts.find((p) => p.type === 'text/plain')!.body.toString('utf8');
    const png = parts.find((p) => p.type === 'image/png')!;

    // The figures are the report's of the same days: totals, each page's leads from it, each form page's forms sent.
    const report = JSON.parse((await leadsCommand(dataDir, ['report', '--week', week, '--format', 'json'])).stdout) as Report;
    const figures = await digestFigures(store, week, monday);
    expect(JSON.parse(JSON.stringify(figures.report))).toEqual(report);
    expect(report).toMatchObject({ from: monday, to: addDays(monday, 6), days: 7, toToday: false });
    expect(figures.visitors.now).toBe(report.totals.visitors);
    expect(figures.views.now).toBe(report.totals.views);
    expect(figures.leads.now).toBe(report.totals.leads);
    for (const body of [html, text]) {
      expect(body).toMatch(new RegExp(`Visitors(</th><td[^>]*>|\\s+)${report.totals.visitors}\\b`));
      expect(body).toMatch(new RegExp(`Page views(</th><td[^>]*>|\\s+)${report.totals.views}\\b`));
      expect(body).toMatch(new RegExp(`Leads(</th><td[^>]*>|\\s+)${report.totals.leads}\\b`));
    }
    // /contact: 0 leads from it, 2 forms sent; the report's text and the digest name the two alike, never one 'leads' for both.
    const contact = report.forms.find((f) => f.page === '/contact')!;
    expect(contact.sent).toBe(report.totals.leads);
    const reportText = (await leadsCommand(dataDir, ['report', '--week', week])).stdout;
    expect(reportText).toMatch(/^page +views +prefetched +visitors +leads from it +rate$/m);
    expect(reportText).toMatch(new RegExp(`^/contact \\(Contact form\\) +${contact.visitors} +${contact.sent} +${(contact.rate! * 100).toFixed(1)}%$`, 'm'));
    expect(text).toMatch(/^Page +Visitors +Leads from it +Rate$/m);
    expect(text).toMatch(new RegExp(`^/contact \\(Contact\\) +${contact.visitors} +${contact.sent} +${(contact.rate! * 100).toFixed(1)}%$`, 'm'));
    expect(text).toMatch(/^Page +Visitors +Forms sent +Rate$/m);
    for (const body of [reportText, text]) expect(body).not.toMatch(/^page +visitors +leads +rate$/im);
    // Readable without the picture: lang, headings, header cells, alt text, the days as a table.
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toContain('<th scope="col"');
    expect(html).toMatch(/<img src="cid:chart@digest" alt="Bar chart of visitors and leads on each of the last 14 days: \d+ visitors and \d+ leads this week/);
    expect(png.headers.get('content-id')).toBe('<chart@digest>');
    for (const day of figures.days) expect(text).toMatch(new RegExp(`^${day.day} +${day.visitors} +${day.leads}$`, 'm'));

    // The picture is the one the same figures draw now, twice its width in CSS px (for sharp screens).
    expect(png.body.equals(await drawPicture(figures))).toBe(true);
    expect(png.body.readUInt32BE(16)).toBe(PICTURE.width * 2);

    // The Nu HTML Checker (vnu-jar, offline) finds no error.
    expect(await vnuMessages(html)).toEqual([]);
  });

  it('opens with the news, then the figures; says what needs the owner in their words, who fixes it, and the settings apart for that person', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mcp-digest-'));
    const store = openSqliteStore(join(dataDir, 'leads.db'));
    cleanups.push(() => store.close());
    const { week, monday } = lastWeek();
    await fill(store, monday);
    // No form sent at all: the contact leads above came by the contact form, none by the application form.
    await store.visitorSalt(addDays(monday, 4));
    await store.addVisitors([{ day: addDays(monday, 4), page: '/apply', hash: 'x' }, { day: addDays(monday, 4), page: '', hash: 'x' }]);
    const figures = await digestFigures(store, week, monday);
    const { stdout } = await leadsCommand(dataDir, ['digest', '--week', week]);
    const lines = stdout.split('\n');
    // The news first: leads against the week before, visitors, the page that brought most, whether anything needs the owner.
    expect(lines[2]).toBe(`${figures.leads.now} leads this week, against ${figures.leads.before} the week before, from ${figures.visitors.now} visitors (${figures.visitors.before} the week before).`);
    expect(lines[3]).toBe('The page that brought most leads: / (1).');
    expect(lines[4]).toBe('3 things need you: see "Needs you" below.');
    expect(stdout.indexOf('Visitors  ')).toBeLessThan(stdout.indexOf('NEEDS YOU'));
    expect(stdout.slice(0, stdout.indexOf('NEEDS YOU'))).not.toMatch(/SMTP_URL|LEADS_|\.pem|src\/config/);
    // In the owner's words, who fixes it, and the settings in a line of their own.
    expect(stdout).toContain('- Leads are kept on the server but reach nobody: no e-mail address or other system is set to receive them. '
      + "Who can fix it: your site's administrator sets where they go; every lead kept is then sent.\n  For them: no destination configured: leads are stored, not delivered; set SMTP_URL, LEADS_EMAIL_TO and LEADS_EMAIL_FROM");
    expect(stdout).toContain('- The Merchant application form (/apply) had 1 visitors in the last 14 days and brought no lead. Who can fix it: you: try sending the form yourself');
    expect(stdout).not.toContain('The Contact form (/contact) had');
    const out = join(dataDir, 'digest.html');
    expect((await leadsCommand(dataDir, ['digest', '--week', week, '--out', out])).stdout).toMatch(/^Wrote the digest of \d{4}-W\d\d .+ into .+digest\.html; the picture took \d+ ms to draw\.\n$/);
    // In the HTML too: the news is the first paragraph, before any table; the settings in a smaller line.
    const html = readFileSync(out, 'utf8');
    expect(html.indexOf(`<p style="margin:0 0 16px;font-size:18px;overflow-wrap:anywhere">${figures.leads.now} leads this week`)).toBeLessThan(html.indexOf('<table'));
    expect(html).toMatch(/<p style="[^"]*font-size:13px[^"]*">For them: no destination configured/);
    expect((await leadsCommand(dataDir, ['digest', '--week', '2026-W99'])).code).toBe(2);
  });

  it('escapes what a visitor controls, another site\'s host and UTM values, in the HTML part; the text part shows them as plain text', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mcp-digest-'));
    const store = openSqliteStore(join(dataDir, 'leads.db'));
    cleanups.push(() => store.close());
    const { week, monday } = lastWeek();
    const hostile = '<img src=x onerror=alert(1)>"\'&amp;';
    await store.insert(newLead({
      receivedAt: new Date(`${addDays(monday, 2)}T12:00:00Z`), destinations: [],
      source: { host: 'evil.example', utm_source: hostile, utm_medium: '</td></tr></table><script>alert(2)</script>', utm_campaign: '\u202eevil\u001b[2J' },
    }));
    const out = join(dataDir, 'digest.html');
    expect((await leadsCommand(dataDir, ['digest', '--week', week, '--out', out])).code).toBe(0);
    const html = readFileSync(out, 'utf8');
    // The site's escapeHtml (src/lib/html.ts): every attribute is double-quoted, so ' stays as it is.
    expect(html).toContain('evil.example, utm_source=&lt;img src=x onerror=alert(1)&gt;&quot;\'&amp;amp;, utm_medium=&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).not.toMatch(/<script|<img src=x|onerror=alert\(1\)>/);
    expect(await vnuMessages(html)).toEqual([]);
    const { stdout } = await leadsCommand(dataDir, ['digest', '--week', week]);
    expect(stdout).toContain(`evil.example, utm_source=${hostile}, utm_medium=</td></tr></table><script>alert(2)</script>, utm_campaign=\uFFFDevil\uFFFD[2J`);
    for (const character of ['\u001b', '\u202e']) expect(stdout).not.toContain(character);
  });

  it('draws the picture for a phone: shown at its own width inside a 375 px screen\'s column, its smallest text 12 CSS px there', async () => {
    const figures = await digestFigures(await (async () => {
      const store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'mcp-digest-')), 'leads.db'));
      cleanups.push(() => store.close());
      await fill(store);
      return store;
    })(), '2026-W48', '2026-11-23', '2026-11-30');
    // The column of a 375 px screen: 16 px of margin each side.
    const column = 375 - 2 * 16;
    expect(PICTURE.width).toBeLessThanOrEqual(column);
    const sizes: number[] = [];
    const walk = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      const { props } = node as { props: { style?: { fontSize?: number }; children?: unknown } };
      if (props.style?.fontSize) sizes.push(props.style.fontSize);
      for (const child of [props.children].flat()) walk(child);
    };
    walk(layout(figures));
    // Shown at PICTURE.width CSS px (never wider than the column): a font size in the layout is its CSS size.
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    const html = digestHtml(figures, [], { src: 'cid:x', alt: 'x' }, 'off (DIGEST=off)');
    expect(html).toMatch(new RegExp(`<img [^>]*width="${PICTURE.width}" height="${PICTURE.height}" style="[^"]*width:100%;max-width:${PICTURE.width}px`));
    expect((await drawPicture(figures)).readUInt32BE(16)).toBe(PICTURE.width * 2);
  });

  it('covers only days that have come: a week not over is its days so far, against the same days before', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mcp-digest-'));
    const store = openSqliteStore(join(dataDir, 'leads.db'));
    cleanups.push(() => store.close());
    await fill(store);
    // Thursday of 2026-W48.
    const figures = await digestFigures(store, '2026-W48', '2026-11-23', '2026-11-26');
    expect(figures).toMatchObject({ from: '2026-11-23', to: '2026-11-26', previousFrom: '2026-11-16', previousTo: '2026-11-19', whole: false });
    expect(figures.report).toMatchObject({ from: '2026-11-23', to: '2026-11-26', days: 4, toToday: true, daysWithoutData: [] });
    expect(figures.days.map((d) => d.day).at(-1)).toBe('2026-11-26');
    expect(figures.days).toHaveLength(11);
    const text = digestText(figures, [], 'off (DIGEST=off)');
    expect(text).toContain('this week so far (Monday to Thursday), against');
    expect(text).toContain('This week so far, 2026-11-23 to 2026-11-26 (4 days, UTC; the last is today, so far), against 2026-11-16 to 2026-11-19');
    expect(text).not.toMatch(/2026-11-2[78]/);
  });
});

describe.skipIf(againstDev)('the start-up line', { timeout: 120_000 }, () => {
  it("says when the next digest goes and to whom, or that DIGEST=off stops it; the digest's footer says the same with the same settings", async () => {
    const smtp = await startSmtpReceiver();
    cleanups.push(() => smtp.close());
    // A server's start (its SITE_URL beyond this machine): the line with every setting in force.
    const env = {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mcp-digest-')), SITE_URL: 'https://www.magnolia.test', SMTP_URL: smtp.url, LEADS_EMAIL_TO: 'leads@example.com', LEADS_EMAIL_FROM: 'site@example.com',
    };
    for (const [extra, said] of [
      [{}, new RegExp(`weekly digest (to leads@example\\.com, next Monday \\d{4}-\\d\\d-\\d\\d 08:00 ${businessTimeZone})`)],
      [{ DIGEST_EMAIL_TO: 'owner@example.com' }, /weekly digest (to owner@example\.com, next Monday [^"]+)"/],
      [{ DIGEST: 'off' }, /weekly digest (off \(DIGEST=off\))/],
      [{ SMTP_URL: '', LEADS_EMAIL_TO: '', LEADS_EMAIL_FROM: '' }, /weekly digest (not sent: [^"]+)"/],
    ] as const) {
      const server = await serveLogged(1, { ...env, ...extra });
      onTestFinished(() => void server.child.kill('SIGKILL'));
      const line = server.log.find((l) => l.includes('"msg":"starting:'));
      expect(line).toMatch(said);
      server.child.kill('SIGTERM');
      const { stdout } = await leadsCommand(env.DATA_DIR, ['digest'], { ...env, ...extra });
      expect(stdout).toContain(`\nWeekly digest: ${said.exec(line!)![1]}.\n`.trimEnd());
    }
  });
});
