/**
 * The operator's command, run as the operator runs it: a child process against a DATA_DIR whose
 * store (real SQLite) the test fills through the store API and keeps open, as a running server would.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openPostgresStore } from '../../server/leads/store/postgres-store';
import { loadPublicKey, maskTaxId, PRIVATE_KEY_FILE, sealTaxId } from '../../server/leads/seal';
import { connect, openSqliteStore } from '../../server/leads/store/sqlite-store';
import type { LeadStore, NewLead } from '../../server/leads/store/types';
import { applyForm } from '../../src/content/apply';
import { contactForm } from '../../src/content/contact';
import { addDays, isoWeekOf, mondayOf } from '../../server/observe/digest/week';
import { againstDev } from '../support/build-only';
import { leads } from '../support/leads-command';
import { loadedAtStart } from '../support/loaded-at-start';
import { createDatabase } from '../support/postgres';

const TAX_ID = '12-3456789';
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A random id as list shows it: its first 8 characters name it alone. */
const short = (id: string) => id.slice(0, 8);

const contactFields = (over: Record<string, string> = {}) => ({
  name: 'Jordan Ladner', email: 'Jordan@Example.com', phone: '228-555-0100', business: 'Ladner Bait & Tackle', message: 'Dual pricing?', ...over,
});
const applicationFields = (over: Record<string, string> = {}) => ({
  businessName: 'Gulf Breeze Diner', dba: '', businessType: 'llc', taxId: maskTaxId(TAX_ID), yearsInBusiness: '6',
  ownerName: 'Marisol Fountain', email: 'marisol@gulfbreeze.example', phone: '228-555-0199', street: '12 Beach Blvd',
  city: 'Biloxi', state: 'MS', zip: '39530', monthlyVolume: '$40,000', averageTicket: '$25', highTicket: '$400', ...over,
});

/** Rows of cells, read as a spreadsheet reads CSV: `separator` between cells, quotes keep a cell whole. */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [[]];
  for (const [, quoted, plain, end] of text.matchAll(new RegExp(`(?:"((?:[^"]|"")*)"|([^"${separator}\\r\\n]*))(${separator}|\\r\\n|$)`, 'g'))) {
    rows.at(-1)!.push(quoted !== undefined ? quoted.replaceAll('""', '"') : plain!);
    if (end !== separator) rows.push([]);
    if (end === '') break;
  }
  return rows.filter((row) => row.some((cell) => cell !== ''));
}

/** The bytes a SQLite database file begins with, and a little after: what an older backup looks like from outside. */
const sqliteBytes = Buffer.concat([Buffer.from('SQLite format 3\0', 'latin1'), Buffer.alloc(84)]);

const stores: LeadStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

/** A DATA_DIR as the server leaves it: a key pair written on first start, and leads of every kind (in SQLite there, unless told). */
async function filled(open = async (dir: string): Promise<LeadStore> => openSqliteStore(join(dir, 'leads.db'))) {
  const dir = mkdtempSync(join(tmpdir(), 'leads-cli-'));
  const { key } = loadPublicKey(undefined, dir);
  const store = await open(dir);
  stores.push(store);
  const add = async (over: Partial<NewLead> & { fields: Record<string, string> }) => {
    const id = crypto.randomUUID();
    const taxId = over.kind === 'application' ? await sealTaxId(TAX_ID, key, id) : null;
    await store.insert({ id, kind: 'contact', receivedAt: daysAgo(1), spam: false, sealedTaxId: taxId, destinations: ['email', 'webhook'], ...over });
    return id;
  };
  const ids = {
    ancient: await add({ receivedAt: daysAgo(800), fields: contactFields({ name: 'Old Timer', email: 'old@example.com' }) }),
    oldApplication: await add({ kind: 'application', receivedAt: daysAgo(100), fields: applicationFields({ email: 'old-app@example.com' }) }),
    application: await add({
      kind: 'application', receivedAt: daysAgo(10), fields: applicationFields(), source: { host: 'www.google.com', utm_source: 'newsletter' },
    }),
    spam: await add({ receivedAt: daysAgo(3), spam: true, destinations: [], fields: contactFields({ name: 'Bot', email: 'bot@example.com' }) }),
    formula: await add({
      receivedAt: daysAgo(2),
      fields: contactFields({ name: '@SUM(1+1)', email: 'jordan@example.COM', message: '=HYPERLINK("http://evil.example","Click")' }),
    }),
    contact: await add({ receivedAt: daysAgo(1), fields: contactFields(), source: { page: '/fee-calculator' } }),
  };
  // Page views as the server writes them: one day past the retention, and yesterday.
  await store.addPageViews([
    { day: daysAgo(800).toISOString().slice(0, 10), page: '/', views: 5, prefetches: 0 },
    { day: daysAgo(1).toISOString().slice(0, 10), page: '/fee-calculator', views: 4, prefetches: 1 },
  ]);
  // The newest lead's e-mail was refused until it died; the other claims go back untried.
  for (const claim of await store.claimDue(new Date(), 60_000, 20)) {
    if (claim.lead.id === ids.contact && claim.destination === 'email') await store.markFailed(claim, 'connect ECONNREFUSED 127.0.0.1:2525', null);
    else await store.release(claim);
  }
  return { dir, store, ids, keyFile: join(dir, PRIVATE_KEY_FILE) };
}

// Each run starts Node and tsx: seconds on a busy machine.
describe('npm run leads', { timeout: 120_000 }, () => {
  it('answers bad usage with exit 2 and failures with exit 1, one line on stderr and no stack trace', async () => {
    const { dir } = await filled();
    const help = await leads(dir, ['help']);
    expect(help.code).toBe(0);
    for (const command of ['list', 'show ID', 'export', 'report [--days 30] [--format csv|json]', 'status', 'retry', 'delete --email ADDRESS', 'purge', 'backup FILE', 'restore FILE', 'migrate-to-postgres']) {
      expect(help.stdout).toContain(command);
    }
    const usage = [['lst'], ['show'], ['show', 'a', 'b'], ['show', '1234567'], ['export', '--format', 'xml'], ['export', '--tax-ids'], ['delete'], ['delete', '--email', 'a@example.com', 'b@example.com'], ['list', '--bogus'], ['report', '--days', '0'], ['report', '--format', 'xml']];
    for (const [i, run] of (await Promise.all(usage.map((args) => leads(dir, args)))).entries()) {
      expect({ args: usage[i], code: run.code, stdout: run.stdout }).toEqual({ args: usage[i], code: 2, stdout: '' });
      expect(run.stderr).toMatch(/^leads: .+\nRun 'npm run leads -- help' for the commands\.\n$/);
    }
    const failures = await Promise.all([
      leads(dir, ['show', 'no-such-id']),
      leads(dir, ['export', '--tax-ids', '--key', join(dir, 'missing.pem')]),
      leads(dir, ['status'], { LEADS_RETENTION_DAYS: 'soon' }),
    ]);
    for (const run of failures) {
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/^leads: [^\n]+\n$/);
    }
    expect(failures.map((r) => r.stderr)).toEqual([
      'leads: No lead has an id starting no-such-id (see list).\n',
      `leads: Cannot read the key file ${join(dir, 'missing.pem')}: there is no file ${join(dir, 'missing.pem')}: check the name.\n`,
      'leads: LEADS_RETENTION_DAYS must be a whole number of days.\n',
    ]);
  });

  it('lists the leads newest first: received, kind, status, name / business, e-mail, where they came from, id', async () => {
    const { dir, ids } = await filled();
    const { code, stdout } = await leads(dir, ['list']);
    expect(code).toBe(0);
    const [header, ...rows] = stdout.trimEnd().split('\n');
    expect(header).toMatch(/^received \(UTC\) +kind +status +name \/ business +e-mail +came from +id$/);
    expect(rows.map((row) => row.split(/\s{2,}/).slice(1))).toEqual([
      ['contact', 'dead', 'Jordan Ladner / Ladner Bait & Tackle', 'Jordan@Example.com', '/fee-calculator', short(ids.contact)],
      ['contact', 'waiting', '@SUM(1+1) / Ladner Bait & Tackle', 'jordan@example.COM', 'not known', short(ids.formula)],
      ['contact', 'spam', 'Bot / Ladner Bait & Tackle', 'bot@example.com', 'not known', short(ids.spam)],
      ['application', 'waiting', 'Marisol Fountain / Gulf Breeze Diner', 'marisol@gulfbreeze.example', 'www.google.com, utm_source=newsletter', short(ids.application)],
      ['application', 'waiting', 'Marisol Fountain / Gulf Breeze Diner', 'old-app@example.com', 'not known', short(ids.oldApplication)],
      ['contact', 'waiting', 'Old Timer / Ladner Bait & Tackle', 'old@example.com', 'not known', short(ids.ancient)],
    ]);
    expect(rows[0]).toMatch(new RegExp(`^${daysAgo(1).toISOString().slice(0, 10)} \\d\\d:\\d\\d `));
    expect((await leads(dir, ['list', '--limit', '2'])).stdout.trimEnd().split('\n')).toHaveLength(3);
  });

  it('lists each id as git does a commit: its shortest start of at least 8 characters that names one lead, which show takes', async () => {
    const { dir, store } = await filled();
    // Random ids share their first 8 characters once in billions of pairs: these share them on purpose.
    const twins = ['feedface-0000-4000-8000-000000000001', 'feedface-0000-4000-8000-000000000002'];
    const cousins = ['cafebabe-1000-4000-8000-000000000000', 'cafebabe-2000-4000-8000-000000000000'];
    const older = ['feedface-0000-4000-8000-000000000003', 'cafebabe-2100-4000-8000-000000000000'];
    for (const [i, id] of [...older, ...twins, ...cousins].entries()) {
      await store.insert({ id, kind: 'contact', receivedAt: daysAgo(i < older.length ? 900 : 0.5), spam: false, sealedTaxId: null, destinations: [], fields: contactFields({ name: `Twin ${i}` }) });
    }
    const idColumn = (stdout: string) => stdout.trimEnd().split('\n').slice(1).map((row) => row.split(/\s{2,}/).at(-1)!);
    const listed = idColumn((await leads(dir, ['list'])).stdout);
    expect(listed.filter((id) => /^(feedface|cafebabe)/.test(id)).sort()).toEqual([
      'cafebabe-1', 'cafebabe-20', 'cafebabe-21', 'feedface-0000-4000-8000-000000000001', 'feedface-0000-4000-8000-000000000002', 'feedface-0000-4000-8000-000000000003',
    ]);
    for (const id of listed.filter((id) => !/^(feedface|cafebabe)/.test(id))) expect(id).toMatch(/^[0-9a-f]{8}$/);
    // Shortened against every lead, not only those shown: the newest four name the older two's twins.
    expect(idColumn((await leads(dir, ['list', '--limit', '4'])).stdout).sort()).toEqual([
      'cafebabe-1', 'cafebabe-20', 'feedface-0000-4000-8000-000000000001', 'feedface-0000-4000-8000-000000000002',
    ]);
    for (const id of listed) {
      const shown = await leads(dir, ['show', id]);
      expect(shown.code, id).toBe(0);
      expect(shown.stdout).toMatch(new RegExp(`^lead +${escape(id)}`, 'm'));
    }
  });

  it('shows every field of a lead, the tax ID masked, and each delivery with its status, attempts and last error', async () => {
    const { dir, store, ids } = await filled();
    const application = await leads(dir, ['show', ids.application]);
    expect(application.code).toBe(0);
    // Each field under the label the form shows (src/content/apply.ts), in its order; a choice by its label.
    const labelled = applyForm.groups.flatMap((group) => group.fields).map((field) => {
      const value = (applicationFields() as Record<string, string>)[field.name]!;
      return [field.label, field.options?.find((option) => option.value === value)?.label ?? value] as const;
    });
    const fieldLines = application.stdout.split('\n\n').find((part) => part.startsWith('Fields\n'))!.split('\n').slice(1);
    expect(fieldLines).toHaveLength(labelled.length);
    for (const [i, [label, value]] of labelled.entries()) {
      expect(fieldLines[i]).toMatch(value ? new RegExp(`^  ${escape(label)} +${escape(value)}$`) : new RegExp(`^  ${escape(label)}$`));
    }
    expect(application.stdout).toMatch(new RegExp(`^  ${escape(applyForm.groups[0]!.fields.find((f) => f.name === 'businessType')!.label)} +LLC$`, 'm'));
    for (const name of Object.keys(applicationFields())) expect(fieldLines.join('\n')).not.toMatch(new RegExp(`^  ${name}\\b`, 'm'));
    expect(application.stdout).toContain('**-***6789');
    expect(application.stdout).not.toContain(TAX_ID);
    expect(application.stdout).toMatch(/^tax ID +sealed/m);
    expect(application.stdout).toMatch(/^came from +www\.google\.com, utm_source=newsletter$/m);

    // What a visitor typed cannot drive the operator's terminal.
    const id = crypto.randomUUID();
    await store.insert({
      id, kind: 'contact', receivedAt: new Date(), spam: false, sealedTaxId: null, destinations: [],
      fields: contactFields({ name: 'Eve\u001b]0;owned\u0007\u001b[2J', message: 'line one\nline two \u202eevil', business: 'Bait\u2028Tackle\u2029Co' }),
    });
    const hostile = await leads(dir, ['show', id]);
    for (const character of ['\u001b', '\u0007', '\u202e', '\u2028', '\u2029']) expect(hostile.stdout).not.toContain(character);
    // The line and paragraph separators written as the export writes them.
    expect(hostile.stdout).toContain('Bait\\u2028Tackle\\u2029Co');
    expect(hostile.stdout).toContain('Eve\uFFFD]0;owned\uFFFD\uFFFD[2J');
    const messageLabel = contactForm.groups.flatMap((group) => group.fields).find((field) => field.name === 'message')!.label;
    expect(hostile.stdout).toMatch(new RegExp(`^ {2}${escape(messageLabel)} +line one\n +line two \uFFFDevil$`, 'm'));

    const contact = await leads(dir, ['show', ids.contact]);
    expect(contact.stdout).toMatch(/^came from +\/fee-calculator$/m);
    expect(contact.stdout).toMatch(/^ +email +dead +1 attempt +last error: connect ECONNREFUSED 127\.0\.0\.1:2525 +id [0-9a-f-]{36}$/m);
    expect(contact.stdout).toMatch(/^ +webhook +waiting +0 attempts +next \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC +id [0-9a-f-]{36}$/m);
  });

  it('says why a lead has no delivery: spam is never delivered; a lead stored while no destination was set waits for one', async () => {
    const { dir, store } = await filled();
    const stored = crypto.randomUUID();
    await store.insert({ id: stored, kind: 'contact', receivedAt: new Date(), spam: false, sealedTaxId: null, destinations: [], fields: contactFields() });
    const spam = crypto.randomUUID();
    await store.insert({ id: spam, kind: 'contact', receivedAt: new Date(), spam: true, sealedTaxId: null, destinations: [], fields: contactFields() });
    const shown = await leads(dir, ['show', stored]);
    expect(shown.stdout).toMatch(/^status +stored$/m);
    expect(shown.stdout).toContain('\nNo deliveries: no e-mail address or webhook was set to receive leads when it came (status stored); set SMTP_URL');
    expect((await leads(dir, ['show', spam])).stdout).toContain('\nNo deliveries: it is spam, kept but never delivered.');
  });

  it('digest without --week says first which week it shows, the last full one, and how to see this week\'s so far', async () => {
    const { dir } = await filled();
    const today = new Date().toISOString().slice(0, 10);
    const week = isoWeekOf(addDays(today, -7));
    const monday = mondayOf(week)!;
    const { code, stdout } = await leads(dir, ['digest']);
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe(`The digest of ${week}, the last full week (${monday} to ${addDays(monday, 6)}). For this week's so far, add --week ${isoWeekOf(today)}.`);
    // Asked for by its week, it is that week's, said by its own first line.
    expect((await leads(dir, ['digest', '--week', week])).stdout.split('\n')[0]).not.toMatch(/^The digest of/);
  });

  it("exports JSON as an array of leads with the form's own field names, the tax ID masked, newest first as list shows them", async () => {
    const { dir, ids } = await filled();
    const { code, stdout } = await leads(dir, ['export', '--format', 'json']);
    expect(code).toBe(0);
    expect(stdout).not.toContain(TAX_ID);
    const records = JSON.parse(stdout) as Record<string, string>[];
    expect(records.map((r) => r.id)).toEqual([ids.contact, ids.formula, ids.spam, ids.application, ids.oldApplication, ids.ancient]);
    const application = records[3]!;
    expect(Object.keys(application)).toEqual(['id', 'kind', 'receivedAt', 'status', 'cameFrom', ...Object.keys(applicationFields())]);
    expect(application).toEqual({
      id: ids.application, kind: 'application', receivedAt: application.receivedAt, status: 'waiting', cameFrom: 'www.google.com, utm_source=newsletter', ...applicationFields(),
    });
    expect(records[0]).toMatchObject({ id: ids.contact, cameFrom: '/fee-calculator' });
    expect(new Date(application.receivedAt!).toISOString()).toBe(application.receivedAt);
    expect(records[2]).toMatchObject({ kind: 'contact', status: 'spam', ...contactFields({ name: 'Bot', email: 'bot@example.com' }) });
  });

  it('exports CSV as UTF-8 with a byte order mark, every cell quoted (RFC 4180), and a cell a spreadsheet would run as a formula kept as text', async () => {
    const { dir, ids } = await filled();
    const { code, stdout } = await leads(dir, ['export', '--format', 'csv']);
    expect(code).toBe(0);
    expect(stdout.startsWith('\ufeff"Lead","Form",')).toBe(true);
    const lines = stdout.slice(1).split('\r\n');
    // Each column under the label its form shows (src/content/), never the field's name in the code.
    const label = (name: string) => [...contactForm.groups, ...applyForm.groups].flatMap((group) => group.fields).find((field) => field.name === name)!.label;
    const header = ['Lead', 'Form', 'Received (UTC)', 'Status', 'Came from', ...[...Object.keys(contactFields()), 'businessName', 'dba', 'businessType', 'taxId', 'yearsInBusiness', 'ownerName', 'street', 'city', 'state', 'zip', 'monthlyVolume', 'averageTicket', 'highTicket'].map(label)];
    expect(lines[0]).toBe(header.map((name) => `"${name}"`).join(','));
    expect(header).toEqual(expect.arrayContaining(['Legal Business Name', 'Years in Business', 'Monthly Card Volume']));
    const formula = lines.find((line) => line.startsWith(`"${ids.formula}"`))!;
    expect(formula).toContain(`,"'@SUM(1+1)","jordan@example.COM","228-555-0100","Ladner Bait & Tackle","'=HYPERLINK(""http://evil.example"",""Click"")","","",`);
    const application = lines.find((line) => line.startsWith(`"${ids.application}"`))!;
    expect(application).toContain(',"Gulf Breeze Diner","","LLC","**-***6789","6","Marisol Fountain","12 Beach Blvd","Biloxi","MS","39530","$40,000","$25","$400"');
    expect(stdout).not.toContain(TAX_ID);
    // In the order list shows them, newest first: each row's lead is the one list names on that line.
    const exported = parseCsv(stdout.slice(1), ',').slice(1).map((row) => row[0]).filter(Boolean);
    expect(exported).toEqual([ids.contact, ids.formula, ids.spam, ids.application, ids.oldApplication, ids.ancient]);
    const listed = (await leads(dir, ['list'])).stdout.trim().split('\n').slice(1).map((line) => line.trim().split(/\s+/).at(-1)!);
    expect(exported.map((id, i) => id!.startsWith(listed[i]!))).toEqual(exported.map(() => true));
  });

  it('exports a lead whose fields hold control characters, bidi overrides and formulas with nothing that drives a terminal or splits a cell; --out writes a new file only its owner reads', async () => {
    const { dir, store, keyFile } = await filled();
    const hostile = {
      name: 'Thérèse Nguyễn\u001b]0;owned\u0007\u001b[2J', email: 'therese@example.com', phone: '+1 228-555-0100',
      business: 'Bait\u0085Tackle \u202eevil\u2066', message: 'x;=HYPERLINK("http://evil.example","Click")\r\nline two\u2028three\u007f',
    };
    await store.insert({ id: crypto.randomUUID(), kind: 'contact', receivedAt: new Date(), spam: false, sealedTaxId: null, destinations: [], fields: hostile });
    // Control codes but tab and line breaks, bidi controls, line and paragraph separators.
    const controls = /(?![\t\n\r])[\p{Cc}\p{Bidi_Control}\u2028\u2029]/u;

    const json = await leads(dir, ['export']);
    expect(json.stdout).not.toMatch(controls);
    expect((JSON.parse(json.stdout) as Record<string, string>[])[0]).toMatchObject(hostile);

    const csv = await leads(dir, ['export', '--format', 'csv']);
    expect(csv.stdout).not.toMatch(controls);
    const row = parseCsv(csv.stdout.slice(1), ',')[1]!;
    expect(row.slice(5, 10)).toEqual([
      'Thérèse Nguyễn\\u001b]0;owned\\u0007\\u001b[2J', 'therese@example.com', "'+1 228-555-0100", 'Bait\\u0085Tackle \\u202eevil\\u2066',
      'x;=HYPERLINK("http://evil.example","Click")\r\nline two\\u2028three\\u007f',
    ]);
    // A spreadsheet set to split on ; still keeps each cell whole: none becomes a formula.
    for (const cells of parseCsv(csv.stdout.slice(1), ';')) for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@]/);

    const out = join(mkdtempSync(join(tmpdir(), 'export-')), 'leads.csv');
    const written = await leads(dir, ['export', '--format', 'csv', '--tax-ids', '--key', keyFile, '--out', out]);
    expect(written).toMatchObject({ code: 0, stdout: `Exported 7 leads into ${out}.\n`, stderr: '' });
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(readFileSync(out, 'utf8')).toContain(`"${TAX_ID}"`);
    expect(readFileSync(out, 'utf8').startsWith('\ufeff"Lead"')).toBe(true);
    expect(await leads(dir, ['export', '--out', out])).toMatchObject({ code: 1, stdout: '', stderr: `leads: Cannot create ${out}: ${out} already exists: choose another name (nothing was overwritten).\n` });
  });

  it('opens the sealed tax IDs with --tax-ids --key and the private key file, and refuses a key that is not the one', async () => {
    const { dir, ids, keyFile } = await filled();
    const opened = await leads(dir, ['export', '--tax-ids', '--key', keyFile]);
    expect(opened.code).toBe(0);
    const records = JSON.parse(opened.stdout) as Record<string, string>[];
    expect(records.find((r) => r.id === ids.application)?.taxId).toBe(TAX_ID);
    expect(records.find((r) => r.id === ids.contact)?.taxId).toBeUndefined();

    const other = mkdtempSync(join(tmpdir(), 'other-key-'));
    loadPublicKey(undefined, other);
    const wrong = await leads(dir, ['export', '--format', 'csv', '--tax-ids', '--key', join(other, PRIVATE_KEY_FILE)]);
    expect(wrong).toMatchObject({ code: 1, stdout: '' });
    expect(wrong.stderr).toMatch(/^leads: The key does not open the tax ID of lead [0-9a-f-]{36}: .+\n$/);
    writeFileSync(join(other, 'not-a-key.pem'), 'hello');
    expect((await leads(dir, ['export', '--tax-ids', '--key', join(other, 'not-a-key.pem')])).stderr).toMatch(/is not an X25519 private key/);
  });

  it('shows a lead by any unique start of its id, at least 8 characters, as git does; an ambiguous start is an error naming the ids', async () => {
    const { dir, store, ids } = await filled();
    const full = await leads(dir, ['show', ids.application]);
    expect(full.code).toBe(0);
    for (const given of [ids.application.slice(0, 8), ids.application.slice(0, 13).toUpperCase()]) {
      expect(await leads(dir, ['show', given]), given).toEqual(full);
    }
    const twins = ['feedface-0000-4000-8000-000000000001', 'feedface-0000-4000-8000-000000000002'];
    for (const id of twins) await store.insert({ id, kind: 'contact', receivedAt: daysAgo(1), spam: false, sealedTaxId: null, destinations: [], fields: contactFields() });
    expect(await leads(dir, ['show', 'feedface'])).toEqual({
      code: 1, stdout: '', stderr: `leads: 2 leads have ids starting feedface: ${twins.join(', ')}; give more of the id.\n`,
    });
    expect((await leads(dir, ['show', 'feedface-0000-4000-8000-000000000002'])).stdout).toMatch(/^lead +feedface-0000-4000-8000-000000000002$/m);
  });

  it('counts deliveries waiting, delivered and dead, spam, and the oldest lead waiting', async () => {
    const { dir, store, ids } = await filled();
    const [claim] = (await store.claimDue(new Date(), 60_000, 20)).filter((c) => c.lead.id === ids.formula && c.destination === 'webhook');
    await store.markDelivered(claim!, new Date());
    const { code, stdout } = await leads(dir, ['status']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^leads +6, 1 of them spam/m);
    expect(stdout).toMatch(/^waiting +8 deliveries$/m);
    expect(stdout).toMatch(new RegExp(`^oldest waiting +a lead received ${daysAgo(800).toISOString().slice(0, 10)} `, 'm'));
    expect(stdout).toMatch(/^delivered +1 delivery$/m);
    expect(stdout).toMatch(/^dead +1 delivery \(given up; retry makes them due again\)$/m);
    // Why each destination's deliveries wait or died: its last error, or that none was tried.
    expect(stdout).toMatch(/^ {2}email +\d+ waiting, 1 dead; last error: connect ECONNREFUSED 127\.0\.0\.1:2525$/m);
    expect(stdout).toMatch(/^ {2}webhook +\d+ waiting, 0 dead; not tried yet$/m);
  });

  it('retry makes the dead delivery and every waiting one due now, but leaves one being tried to its sender', async () => {
    const { dir, store, ids } = await filled();
    const [inFlight, ...later] = await store.claimDue(new Date(), 60_000, 20);
    await Promise.all(later.map((c) => store.markFailed(c, 'HTTP 503', new Date(Date.now() + DAY))));
    expect(await store.claimDue(new Date(), 60_000, 20)).toEqual([]);
    const { code, stdout } = await leads(dir, ['retry']);
    expect(code).toBe(0);
    expect(stdout).toBe('9 deliveries are due now; the server delivers them on its next round.\n');
    const due = await store.claimDue(new Date(), 60_000, 20);
    expect(due).toHaveLength(9);
    expect(due.some((c) => c.lead.id === ids.contact && c.destination === 'email')).toBe(true);
    expect(due.map((c) => c.id)).not.toContain(inFlight!.id);
    expect(await store.markDelivered(inFlight!, new Date())).toBe(true);
  });

  it('deletes a person by e-mail address in any case, leaving no trace of them in any file under DATA_DIR', async () => {
    const { dir, store, ids } = await filled();
    const { code, stdout } = await leads(dir, ['delete', '--email', ' JORDAN@example.com ']);
    expect(code).toBe(0);
    expect(stdout).toBe('Deleted 2 leads and 4 deliveries of JORDAN@example.com.\n');
    expect(await store.get(ids.contact)).toBeUndefined();
    expect(await store.get(ids.formula)).toBeUndefined();
    expect((await store.list()).map((l) => l.id)).toEqual([ids.spam, ids.application, ids.oldApplication, ids.ancient]);
    // The store is still open here, as the server's would be.
    for (const file of readdirSync(dir)) {
      const bytes = readFileSync(join(dir, file)).toString('latin1').toLowerCase();
      expect({ file, found: ['jordan', 'hyperlink', '@sum(1+1)'].filter((text) => bytes.includes(text)) }).toEqual({ file, found: [] });
    }
    expect((await leads(dir, ['delete', '--email', 'jordan@example.com'])).stdout).toBe('No lead has the e-mail address jordan@example.com; nothing deleted.\n');
  });

  it("says so, with exit code 1, when another connection's read keeps the deleted rows' old copies in the WAL; run again, it finishes", async () => {
    const { dir, store, ids } = await filled();
    // A long read, as a running export or backup would hold, begun before the delete.
    const reader = connect(join(dir, 'leads.db'));
    reader.prepare('BEGIN').run();
    reader.prepare('SELECT count(*) FROM leads').get();
    const held = await leads(dir, ['delete', '--email', 'jordan@example.com']);
    expect(held).toMatchObject({ code: 1, stdout: '' });
    expect(held.stderr).toBe(
      "leads: Deleted 2 leads and 4 deliveries of jordan@example.com. But old copies of deleted rows are still in leads.db-wal: another connection kept reading the store. Run delete again in a moment to finish.\n",
    );
    expect(readFileSync(join(dir, 'leads.db-wal')).toString('latin1').toLowerCase()).toContain('jordan');
    reader.prepare('ROLLBACK').run();
    reader.close();

    const again = await leads(dir, ['delete', '--email', 'jordan@example.com']);
    expect(again).toMatchObject({ code: 0, stdout: 'No lead has the e-mail address jordan@example.com; nothing deleted.\n' });
    for (const file of readdirSync(dir)) expect(readFileSync(join(dir, file)).toString('latin1').toLowerCase(), file).not.toContain('jordan');
    expect(await store.get(ids.contact)).toBeUndefined();
  });

  it('purges leads and page views past LEADS_RETENTION_DAYS and sealed tax IDs past 90 days', async () => {
    const { dir, store, ids } = await filled();
    const { code, stdout } = await leads(dir, ['purge']);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^Deleted 1 lead received before .+ \(730 days\)\.\nDropped 1 sealed tax ID received before .+ \(90 days\)\.\nDeleted the page views of 1 day before \d{4}-\d\d-\d\d\.\n$/,
    );
    expect((await store.pageViews('0000-01-01')).map((row) => row.page)).toEqual(['/fee-calculator']);
    expect(await store.get(ids.ancient)).toBeUndefined();
    expect((await store.get(ids.oldApplication))?.sealedTaxId).toBeNull();
    expect((await store.get(ids.application))?.sealedTaxId).not.toBeNull();
    expect((await leads(dir, ['show', ids.oldApplication])).stdout).toMatch(/^tax ID +no sealed copy \(dropped after 90 days\)$/m);
    const shorter = await leads(dir, ['purge'], { LEADS_RETENTION_DAYS: '5' });
    expect(shorter.stdout).toMatch(/^Deleted 2 leads .+\(5 days\)\.\nDropped 0 sealed tax IDs/);
    expect((await store.list()).map((l) => l.id)).toEqual([ids.contact, ids.formula, ids.spam]);
  });

  it('backs the store up into a new file only its owner can read, while the store is in use', async () => {
    const { dir, ids } = await filled();
    const copy = join(mkdtempSync(join(tmpdir(), 'backup-')), 'leads-backup.db');
    const { code, stdout } = await leads(dir, ['backup', copy]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Copied \d+ pages of .+leads\.db into .+leads-backup\.db\.\n$/);
    expect(statSync(copy).mode & 0o777).toBe(0o600);
    const backup = openSqliteStore(copy);
    stores.push(backup);
    expect((await backup.get(ids.application))?.fields).toEqual(applicationFields());
    expect((await backup.list()).length).toBe(6);
    const again = await leads(dir, ['backup', copy]);
    expect(again).toMatchObject({ code: 1, stdout: '' });
    expect(again.stderr).toBe(`leads: Cannot create ${copy}: ${copy} already exists: choose another name (nothing was overwritten).\n`);
  });

  it('says in words why a file cannot be made or read: no such folder, no permission, no such key file', async () => {
    const { dir } = await filled();
    const nowhere = join(dir, 'no-such-folder', 'leads-backup.db');
    expect(await leads(dir, ['backup', nowhere])).toMatchObject({
      code: 1, stdout: '', stderr: `leads: Cannot create ${nowhere}: there is no folder ${join(dir, 'no-such-folder')}: create it first, or choose a file in a folder that exists.\n`,
    });
    const out = join(dir, 'no-such-folder', 'leads.json');
    expect((await leads(dir, ['export', '--out', out])).stderr).toBe(`leads: Cannot create ${out}: there is no folder ${join(dir, 'no-such-folder')}: create it first, or choose a file in a folder that exists.\n`);
    const locked = mkdtempSync(join(tmpdir(), 'locked-'));
    chmodSync(locked, 0o500);
    const refused = await leads(dir, ['backup', join(locked, 'leads-backup.db')]);
    // root may write anywhere: the words are checked where permission is denied.
    if (process.getuid?.() !== 0) {
      expect(refused.stderr).toBe(`leads: Cannot create ${join(locked, 'leads-backup.db')}: ${userInfo().username} may not write in ${locked} (permission denied): choose a folder of your own, or run the command as the user who owns it.\n`);
    }
    for (const run of [refused, await leads(dir, ['export', '--tax-ids', '--key', dir])]) expect(run.stderr).not.toMatch(/\bE[A-Z]{3,}\b/);
  });

  it('digest --out writes a new file only its owner reads, refuses an existing file or a link as export does, and names the folder and user it may not write in', async () => {
    const { dir } = await filled();
    const folder = mkdtempSync(join(tmpdir(), 'digest-out-'));
    const out = join(folder, 'digest.html');
    expect(await leads(dir, ['digest', '--out', out])).toMatchObject({ code: 0, stderr: '' });
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(readFileSync(out, 'utf8')).toMatch(/^<!DOCTYPE html>/);
    // An existing file, and a link to one elsewhere: both refused, neither changed.
    writeFileSync(out, 'kept');
    const target = join(folder, 'elsewhere.txt');
    writeFileSync(target, 'kept too');
    const link = join(folder, 'link.html');
    symlinkSync(target, link);
    for (const path of [out, link]) {
      expect(await leads(dir, ['digest', '--out', path])).toMatchObject({
        code: 1, stdout: '', stderr: `leads: Cannot create ${path}: ${path} already exists: choose another name (nothing was overwritten).\n`,
      });
    }
    expect([readFileSync(out, 'utf8'), readFileSync(target, 'utf8')]).toEqual(['kept', 'kept too']);
    // A folder the user may not write in (run as nobody, since root may write anywhere): one line naming it and the user.
    const store = mkdtempSync(join(tmpdir(), 'digest-nobody-'));
    chmodSync(store, 0o777);
    const locked = mkdtempSync(join(tmpdir(), 'digest-locked-'));
    chmodSync(locked, 0o755);
    const run = spawnSync('setpriv', ['--reuid=nobody', '--regid=nogroup', '--clear-groups', process.execPath, 'node_modules/tsx/dist/cli.mjs', 'server/cli/cli.ts', 'digest', '--out', join(locked, 'digest.html')], {
      env: { PATH: process.env.PATH, DATA_DIR: store }, encoding: 'utf8',
    });
    expect({ code: run.status, stderr: run.stderr }).toEqual({
      code: 1, stderr: `leads: Cannot create ${join(locked, 'digest.html')}: nobody may not write in ${locked} (permission denied): choose a folder of your own, or run the command as the user who owns it.\n`,
    });
  });

  it('report and digest cover only days that have come and the store holds: --days and --week bounded with a clear message; the current week is its days so far', { timeout: 300_000 }, async () => {
    const { dir } = await filled();
    const today = new Date().toISOString().slice(0, 10);
    const addDays = (day: string, n: number) => new Date(Date.parse(day) + n * DAY).toISOString().slice(0, 10);
    const weekOf = (day: string) => {
      const date = new Date(Date.parse(day));
      const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * DAY);
      const year = thursday.getUTCFullYear();
      return `${year}-W${String(1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY))).padStart(2, '0')}`;
    };
    const monday = addDays(today, -((new Date(Date.parse(today)).getUTCDay() + 6) % 7));
    const tooFar = '--days takes a whole number from 1 to 730: the store keeps page views and leads 730 days (LEADS_RETENTION_DAYS).\n';
    // A billion days: beyond any date JavaScript has (once 'Invalid time value').
    for (const days of ['731', '99999999', '1000000000']) {
      const started = Date.now();
      const run = await leads(dir, ['report', '--days', days]);
      expect(run).toMatchObject({ code: 2, stdout: '', stderr: `leads: ${tooFar}Run 'npm run leads -- help' for the commands.\n` });
      expect(Date.now() - started).toBeLessThan(30_000);
    }
    expect((await leads(dir, ['report', '--days', '731'], { LEADS_RETENTION_DAYS: '800' })).code).toBe(0);
    // A week that has not begun, one older than the store keeps, one a thousand years ago.
    const next = weekOf(addDays(monday, 7));
    for (const [week, said] of [
      [next, `--week ${next} has not begun (it starts ${addDays(monday, 7)}); the latest is ${weekOf(today)}.`],
      ['2020-W10', `--week 2020-W10 ended before ${addDays(today, -729)}: the store keeps page views and leads 730 days (LEADS_RETENTION_DAYS).`],
      ['1026-W01', `--week 1026-W01 ended before ${addDays(today, -729)}: the store keeps page views and leads 730 days (LEADS_RETENTION_DAYS).`],
    ]) {
      // digest takes --week as report does (one function): one run of it is enough.
      for (const command of week === next ? ['report', 'digest'] : ['report']) {
        expect(await leads(dir, [command, '--week', week!])).toMatchObject({ code: 2, stdout: '', stderr: `leads: ${said}\nRun 'npm run leads -- help' for the commands.\n` });
      }
    }
    // This week: its days so far, no row for a day to come, and it says so.
    const week = JSON.parse((await leads(dir, ['report', '--week', weekOf(today), '--format', 'json'])).stdout) as { from: string; to: string; days: number; toToday: boolean; daysWithoutData: string[] };
    expect(week).toMatchObject({ from: monday, to: today, toToday: true, days: (Date.parse(today) - Date.parse(monday)) / DAY + 1 });
    expect(week.daysWithoutData.every((day) => day <= today)).toBe(true);
    const text = (await leads(dir, ['report', '--week', weekOf(today)])).stdout;
    expect(text).toContain(`Page views, visitors and leads, ${monday} to ${today} (`);
    expect(text).toContain('UTC; the last is today, so far). Spam is not counted.');
    expect(text).not.toContain(addDays(today, 1));
    // A past week is whole, and says nothing of today.
    expect((await leads(dir, ['report', '--week', weekOf(addDays(today, -7))])).stdout).toContain(`${addDays(monday, -7)} to ${addDays(monday, -1)} (7 days, UTC). Spam`);
  });

  it('restore FILE puts a backup back, the site stopped: its leads, none sent after it, the old -wal and -shm gone; a wrong name, a file that is no lead store, a link: refused, the store as it was', async () => {
    const { dir, store, ids } = await filled();
    const copy = join(mkdtempSync(join(tmpdir(), 'backup-')), 'leads-backup.db');
    expect((await leads(dir, ['backup', copy])).code).toBe(0);
    const later = crypto.randomUUID();
    await store.insert({ id: later, kind: 'contact', receivedAt: new Date(), spam: false, sealedTaxId: null, destinations: ['email'], fields: contactFields({ email: 'after@example.com' }) });
    const storeFile = join(dir, 'leads.db');

    const notStore = join(dir, 'notes.txt');
    writeFileSync(notStore, 'SQLite is in the name, not the bytes');
    const otherDatabase = join(dir, 'other.db');
    const other = new Database(otherDatabase);
    other.exec('CREATE TABLE notes (text TEXT)');
    other.close();
    const link = join(dir, 'link.db');
    symlinkSync(copy, link);
    for (const [file, said] of [
      [join(dir, 'leads-2026-11-27T03-30-00Z.db'), `Cannot read ${join(dir, 'leads-2026-11-27T03-30-00Z.db')}: there is no file`],
      [notStore, `${notStore} is not a SQLite database`],
      [otherDatabase, `${otherDatabase} holds no leads table`],
      [link, `${link} is a link, not a regular file`],
    ] as const) {
      const refused = await leads(dir, ['restore', file]);
      expect(refused.code, refused.stderr).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toContain(said);
      expect(refused.stderr).toContain('nothing restored');
    }
    expect(await store.get(later)).toBeDefined();
    expect(existsSync(`${storeFile}.restore`)).toBe(false);
    expect((await leads(dir, ['restore', copy], { DATABASE_URL: 'postgres://leads@127.0.0.1:1/leads' })).stderr).toContain('with DATABASE_URL, restore PostgreSQL with psql');

    // The site stopped: its store closed, the -wal and -shm it may leave behind.
    await store.close();
    stores.splice(stores.indexOf(store), 1);
    writeFileSync(`${storeFile}-wal`, 'the old store\'s log');
    writeFileSync(`${storeFile}-shm`, '');
    const restored = await leads(dir, ['restore', copy]);
    expect(restored).toEqual({ code: 0, stdout: `Restored ${copy} as ${storeFile}: 6 leads. Start the site again.\n`, stderr: '' });
    expect(readdirSync(dir).filter((name) => name.startsWith('leads.db'))).toEqual(['leads.db']);
    expect(statSync(storeFile).mode & 0o777).toBe(0o600);
    const back = openSqliteStore(storeFile);
    stores.push(back);
    expect(await back.get(later)).toBeUndefined();
    expect((await back.get(ids.application))?.fields).toEqual(applicationFields());
  });

  it('backup --keep N DIR writes a dated copy (mode 0600) into DIR and removes all but the newest N dated copies, nothing else', async () => {
    const { dir, ids } = await filled();
    const folder = mkdtempSync(join(tmpdir(), 'backups-'));
    const older = ['leads-2026-01-01T03-30-00Z.db', 'leads-2026-01-02T03-30-00Z.db', 'leads-2026-01-03T03-30-00Z.db'];
    for (const name of older) writeFileSync(join(folder, name), sqliteBytes);
    for (const name of ['leads-by-hand.db', 'notes.txt']) writeFileSync(join(folder, name), sqliteBytes);
    const before = Date.now();
    const { code, stdout, stderr } = await leads(dir, ['backup', '--keep', '2', folder]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const made = readdirSync(folder).find((name) => !older.includes(name) && /^leads-\d/.test(name))!;
    expect(stdout).toMatch(new RegExp(`^Copied \\d+ pages of ${escape(join(dir, 'leads.db'))} into ${escape(join(folder, made))}\\.\nRemoved 2 older backups, keeping the newest 2\\.\n$`));
    expect(readdirSync(folder).sort()).toEqual(['leads-2026-01-03T03-30-00Z.db', made, 'leads-by-hand.db', 'notes.txt'].sort());
    // Named by the time it was taken (UTC), to the second.
    const taken = Date.parse(made.replace(/^leads-(.{10})T(\d\d)-(\d\d)-(\d\d)Z\.db$/, '$1T$2:$3:$4Z'));
    expect(taken).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(taken).toBeLessThanOrEqual(Date.now());
    expect(statSync(join(folder, made)).mode & 0o777).toBe(0o600);
    const backup = openSqliteStore(join(folder, made));
    stores.push(backup);
    expect((await backup.get(ids.application))?.fields).toEqual(applicationFields());

    const usage = [['backup', '--keep', '0', folder], ['backup', '--keep', 'many', folder], ['backup', '--keep', '2']];
    for (const [i, run] of (await Promise.all(usage.map((args) => leads(dir, args)))).entries()) {
      expect({ args: usage[i], code: run.code, stdout: run.stdout }).toEqual({ args: usage[i], code: 2, stdout: '' });
    }
    const missing = await leads(dir, ['backup', '--keep', '2', join(folder, 'absent')]);
    expect(missing).toMatchObject({ code: 1, stdout: '', stderr: expect.stringMatching(/^leads: Cannot create .+absent\/leads-.+\.db: there is no folder .+absent: create it first, or choose a file in a folder that exists\.\n$/) });
  });

  it('backup writes one new regular file, through one exclusive no-follow open: refuses a link or a file at its name; opens, changes and removes nothing beside it', async () => {
    const { dir, ids } = await filled();
    const folder = mkdtempSync(join(tmpdir(), 'backups-'));
    const elsewhere = join(mkdtempSync(join(tmpdir(), 'elsewhere-')), 'precious.db');
    writeFileSync(elsewhere, sqliteBytes);
    // A file under the name beside it where SQLite keeps a rollback journal while it writes a database by name.
    const target = join(folder, 'copy.db');
    writeFileSync(`${target}-journal`, 'not the backup\'s to open\n');
    const made = await leads(dir, ['backup', target]);
    expect({ code: made.code, stderr: made.stderr }).toEqual({ code: 0, stderr: '' });
    expect(readFileSync(`${target}-journal`, 'utf8')).toBe('not the backup\'s to open\n');
    expect(readdirSync(folder).sort()).toEqual(['copy.db', 'copy.db-journal']);
    expect(lstatSync(target).isFile() && (lstatSync(target).mode & 0o777) === 0o600).toBe(true);
    const backup = openSqliteStore(target);
    stores.push(backup);
    expect((await backup.get(ids.application))?.fields).toEqual(applicationFields());
    // A link planted at the name (dangling, or to a file) and a file there: refused, nothing written through them.
    symlinkSync(join(folder, 'absent.db'), join(folder, 'dangling.db'));
    symlinkSync(elsewhere, join(folder, 'linked.db'));
    for (const name of ['dangling.db', 'linked.db', 'copy.db']) {
      expect(await leads(dir, ['backup', join(folder, name)]), name).toMatchObject({ code: 1, stderr: expect.stringContaining(`Cannot create ${join(folder, name)}`) });
    }
    expect(existsSync(join(folder, 'absent.db'))).toBe(false);
    expect(readFileSync(elsewhere)).toEqual(sqliteBytes);
  });

  it('backup --keep removes only dated backups it could have written, never the new copy, none dated after now', async () => {
    const { dir } = await filled();
    const folder = mkdtempSync(join(tmpdir(), 'backups-'));
    const elsewhere = join(mkdtempSync(join(tmpdir(), 'elsewhere-')), 'precious.db');
    writeFileSync(elsewhere, sqliteBytes);
    const oldest = 'leads-2026-01-01T03-30-00Z.db';
    const older = 'leads-2026-01-02T03-30-00Z.db';
    writeFileSync(join(folder, oldest), sqliteBytes);
    writeFileSync(join(folder, older), sqliteBytes);
    // A link and an unrelated file under backup names, and two empty files named for 2099.
    symlinkSync(elsewhere, join(folder, 'leads-2026-01-03T03-30-00Z.db'));
    writeFileSync(join(folder, 'leads-2026-01-04T03-30-00Z.db'), 'my notes, not a backup');
    const future = ['leads-2099-01-01T00-00-00Z.db', 'leads-2099-01-02T00-00-00Z.db'];
    for (const name of future) writeFileSync(join(folder, name), '');
    const before = new Set(readdirSync(folder));

    const run = await leads(dir, ['backup', '--keep', '2', folder]);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/\nRemoved 1 older backup, keeping the newest 2\.\n$/);
    const made = readdirSync(folder).find((name) => !before.has(name))!;
    expect(made).toMatch(/^leads-20\d\d-/);
    expect(readFileSync(join(folder, made)).subarray(0, 16)).toEqual(sqliteBytes.subarray(0, 16));
    expect(readdirSync(folder).sort()).toEqual([...before, made].filter((name) => name !== oldest).sort());
    expect(readFileSync(elsewhere)).toEqual(sqliteBytes);
  });

  it('works the same on PostgreSQL when DATABASE_URL is set', async () => {
    const url = await createDatabase(inject('postgresUrl'));
    const { dir, ids, keyFile } = await filled(() => openPostgresStore(url));
    const env = { DATABASE_URL: url };
    const list = await leads(dir, ['list'], env);
    expect(list.stdout.trimEnd().split('\n').slice(1).map((row) => row.split(/\s{2,}/).at(-1))).toEqual([
      ids.contact, ids.formula, ids.spam, ids.application, ids.oldApplication, ids.ancient,
    ].map(short));
    const exported = JSON.parse((await leads(dir, ['export', '--tax-ids', '--key', keyFile], env)).stdout) as Record<string, string>[];
    expect(exported.find((r) => r.id === ids.application)).toEqual({
      id: ids.application, kind: 'application', receivedAt: expect.any(String), status: 'waiting', cameFrom: 'www.google.com, utm_source=newsletter',
      ...applicationFields({ taxId: TAX_ID }),
    });
    const report = JSON.parse((await leads(dir, ['report', '--format', 'json'], env)).stdout) as { pages: unknown[]; outside: unknown[] };
    // Views written without visitors (as before visitors were counted): no rate on visitors.
    expect(report.pages).toEqual([{ page: '/fee-calculator', views: 4, prefetches: 1, visitors: 0, leads: 1, rate: null }]);
    expect(report.outside).toEqual([{ host: 'www.google.com', utm_source: 'newsletter', utm_medium: null, utm_campaign: null, leads: 1 }]);
    const status = await leads(dir, ['status'], env);
    expect(status.stdout).toMatch(/^store +PostgreSQL \(DATABASE_URL\)$/m);
    expect(status.stdout).not.toContain(url);
    expect(status.stdout).toMatch(/^dead +1 delivery/m);
    expect((await leads(dir, ['retry'], env)).stdout).toBe('10 deliveries are due now; the server delivers them on its next round.\n');
    expect((await leads(dir, ['show', ids.contact], env)).stdout).toMatch(/^ +email +waiting +1 attempt /m);
    expect((await leads(dir, ['delete', '--email', 'JORDAN@example.com'], env)).stdout).toBe(
      'Deleted 2 leads and 4 deliveries of JORDAN@example.com.\n'
      + 'PostgreSQL keeps old versions of deleted rows until VACUUM, and in its WAL archives and backups (see docs/leads-and-privacy.md).\n',
    );
    expect((await leads(dir, ['purge'], env)).stdout).toMatch(/^Deleted 1 lead .+\nDropped 1 sealed tax ID /);
    expect(await leads(dir, ['backup', join(dir, 'copy.db')], env)).toMatchObject({
      code: 1, stderr: 'leads: backup copies the SQLite store; with DATABASE_URL, back up PostgreSQL with pg_dump.\n',
    });
  });

  it('report --format json escapes line and paragraph separators in a source as export does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'leads-cli-'));
    loadPublicKey(undefined, dir);
    const store = openSqliteStore(join(dir, 'leads.db'));
    stores.push(store);
    // Kept before sources were cleaned of them: a campaign name with U+2028 and U+2029 in it.
    await store.insert({
      id: crypto.randomUUID(), kind: 'contact', receivedAt: daysAgo(1), spam: false, sealedTaxId: null, destinations: [],
      fields: contactFields(), source: { host: 'news.example', utm_campaign: 'spring\u2028sale\u2029' },
    });
    const { code, stdout } = await leads(dir, ['report', '--format', 'json']);
    expect(code).toBe(0);
    expect(stdout).not.toMatch(/[\u2028\u2029]/);
    expect(stdout).toContain('spring\\u2028sale\\u2029');
    expect(JSON.parse(stdout).outside).toEqual([expect.objectContaining({ utm_campaign: 'spring\u2028sale\u2029', leads: 1 })]);
  });

  it('copies the SQLite store into PostgreSQL with migrate-to-postgres, and a second run adds nothing', async () => {
    const url = await createDatabase(inject('postgresUrl'));
    const { dir, ids } = await filled();
    const env = { DATABASE_URL: url };
    expect((await leads(dir, ['migrate-to-postgres'], env)).stdout).toMatch(/^Copied 6 leads, 10 deliveries and 2 rows of page views \(a page on a day each\) from .+leads\.db into PostgreSQL;/);
    expect((await leads(dir, ['migrate-to-postgres'], env)).stdout).toMatch(/^Copied 0 leads, 0 deliveries and 0 rows of page views /);
    const shown = await leads(dir, ['show', ids.contact], env);
    expect(shown.stdout).toMatch(/^ +email +dead +1 attempt +last error: connect ECONNREFUSED/m);
    expect(shown.stdout).toMatch(/^came from +\/fee-calculator$/m);
    // The store keeps 1000 days here: the oldest lead is 800 days old.
    const report = (args: string[], more = {}) => leads(dir, ['report', '--days', '1000', '--format', 'json', ...args], { LEADS_RETENTION_DAYS: '1000', ...more });
    expect(JSON.parse((await report([], env)).stdout)).toEqual(JSON.parse((await report([])).stdout));
    expect(await leads(dir, ['migrate-to-postgres'])).toMatchObject({
      code: 1, stderr: 'leads: Set DATABASE_URL to the PostgreSQL database to copy the leads into.\n',
    });
  });

  // The operator waits for each command's start: the built command loads at its start only what every command
  // needs; the digest, the start's warnings and PostgreSQL come with the commands that use them (await import).
  it.skipIf(againstDev)('starts without loading express, nodemailer, satori, resvg or pg: the commands that need them import them', () => {
    const loaded = loadedAtStart('dist/server/leads.js');
    expect(loaded).toContain('better-sqlite3');
    expect([...loaded].filter((name) => /^(express|nodemailer|satori|@resvg\/resvg-js|pg)(\/|$)/.test(name))).toEqual([]);
  });
});
