/**
 * What the built server (`node dist/server/index.js`; npm test builds first) tells the person who
 * runs it, read from its log as they would: the settings in force and a warning for each thing
 * to fix, on every start; settings it refuses; and a lead kept while no destination was
 * configured, delivered once one is. Real parts: an SMTP server that refuses the login and a
 * webhook receiver on loopback.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from '../../scripts/bench-util';
import { serveLogged } from '../../scripts/stop-under-load';
import { examplesInPlace } from '../../src/config/examples';
import { againstDev } from '../support/build-only';
import { filledContact, submission } from '../support/filled-forms';
import { startSmtpReceiver } from '../support/smtp-receiver';
import { startWebhookReceiver } from '../support/webhook-receiver';

/** site.ts's examples still in place: warned of until the owner has replaced them all (src/config/examples.ts). */
const examples = examplesInPlace();
const EXAMPLES = examples.length ? ['examples'] : [];

const FORM_SECRET = 'startup-test-form-secret';
const WEBHOOK_SECRET = `whsec_${Buffer.from('the test secret, thirty-two bytes').toString('base64')}`;
const PUBLIC_KEY = Buffer.alloc(32, 7).toString('base64url');
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

type Line = { level: number; time: string; msg: string; check?: string; [key: string]: unknown };
const parsed = (log: string[]) => log.map((line) => JSON.parse(line) as Line);

/** Only what the test gives: no setting of the machine running the tests reaches the server. */
const clean = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(['SITE_URL', 'TRUST_PROXY', 'SMTP_URL', 'LEADS_EMAIL_TO', 'LEADS_EMAIL_FROM', 'LEADS_WEBHOOK_URL', 'LEADS_WEBHOOK_SECRET',
    'LEADS_PUBLIC_KEY', 'DATABASE_URL', 'METRICS_PORT', 'STATS'].map((name) => [name, undefined])),
  LEADS_FORM_SECRET: FORM_SECRET, ...env,
});

async function serve(env: NodeJS.ProcessEnv) {
  const server = await serveLogged(1, clean(env));
  onTestFinished(() => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  });
  return server;
}

async function stop(server: Awaited<ReturnType<typeof serve>>) {
  const exited = once(server.child, 'exit');
  server.child.kill('SIGTERM');
  await exited;
}

/** Waits for `find` to find something, a minute at most: a busy machine (other tests' workers, other work) slows each start. */
async function until<T>(find: () => T | undefined, what: string, limitMs = 60_000): Promise<T> {
  for (const started = Date.now(); Date.now() - started < limitMs; await new Promise((r) => setTimeout(r, 50))) {
    const found = find();
    if (found !== undefined) return found;
  }
  throw new Error(`waited ${limitMs} ms for ${what}`);
}

/** A start the settings stop: its exit code, its log lines, and what it wrote into DATA_DIR. */
async function refused(env: NodeJS.ProcessEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mcp-refused-'));
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, ...clean({ DATA_DIR: dataDir, ...env }), NODE_ENV: 'production', PORT: '0', LOG_LEVEL: 'info' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  // Every line is JSON (a stack trace would not parse).
  return { code, lines: parsed(output.trim().split('\n')), written: readdirSync(dataDir) };
}

describe.skipIf(againstDev)('the start-up report', { timeout: 180_000 }, () => {
  it("a first start with no configuration, on the owner's computer: where leads go in the owner's words, a warning only for what the owner must act on; a server's start, every setting and warning, again on the next start", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mcp-first-'));
    const first = await serve({ DATA_DIR: dataDir });
    await stop(first);
    for (const line of parsed(first.log)) expect(line.time).toMatch(ISO_TIME);
    const look = parsed(first.log).filter((l) => l.level >= 30 && !['stopped', 'shutting down: finishing requests in flight'].includes(l.msg));
    expect(look.map(({ level, msg }) => ({ level, msg }))).toEqual([
      {
        level: 30,
        msg: expect.stringMatching(new RegExp(`^starting: the site on this computer, to look at before it goes live; leads sent from its forms are kept in SQLite ${join(dataDir, 'leads.db')} and reach nobody until an e-mail address or a webhook is set \\(docs/going-live\\.md\\); page views counted`)),
      },
      ...EXAMPLES.map(() => ({ level: 40, msg: expect.stringMatching(/^example business facts are still in src\/config\/site\.ts: /) })),
      { level: 30, msg: `Magnolia Coast Payments site listening on ${first.base}: open it in a browser; Ctrl-C stops it` },
    ]);
    for (const example of examples) expect(look[1]!.msg).toContain(example);

    // SITE_URL beyond this machine: a server's start, for its administrator.
    const again = await serve({ DATA_DIR: dataDir, SITE_URL: 'https://www.magnolia.test' });
    await stop(again);
    const [info, ...rest] = parsed(again.log);
    expect(info).toMatchObject({
      level: 30,
      store: `SQLite ${join(dataDir, 'leads.db')}`,
      destinations: [],
      siteUrl: 'https://www.magnolia.test',
      trustProxy: 'unset',
      rateLimit: '10 per 10 min per client address',
      retention: '730 days',
      key: expect.stringMatching(new RegExp(`^SHA256:\\S{43} \\(private key on this server, ${join(dataDir, 'leads-private-key.pem')}\\)$`)),
      metrics: 'off',
      pageViews: 'counted per page and day (no cookie; STATS=off stops it)',
    });
    expect(info!.msg).toMatch(/^starting: leads in SQLite .*, not delivered \(no destination\); SITE_URL https:\/\/www\.magnolia\.test; TRUST_PROXY unset; rate limit 10 per 10 min/);
    const warnings = rest.filter((l) => l.level === 40);
    expect(warnings.map((w) => w.check)).toEqual(['destinations', 'private-key', ...EXAMPLES]);
    expect(warnings[0]!.msg).toMatch(/^no destination configured: leads are stored, not delivered; set SMTP_URL/);
    expect(warnings[1]!.msg).not.toContain('written on this start');
    expect(rest).toContainEqual(expect.objectContaining({ level: 30, msg: 'leads purged', purged: { leads: 0, taxIds: 0, pageViewDays: 0 } }));
    expect(rest).toContainEqual(expect.objectContaining({ level: 30, msg: `Magnolia Coast Payments site listening on ${again.base}, no release`, workers: 1, release: null }));
  });

  it('an SMTP server that refuses the login: a warning at start with its code, a warning per failed delivery, never the password', async () => {
    const smtp = await startSmtpReceiver({ refuseLogin: true });
    onTestFinished(smtp.close);
    const { port } = new URL(smtp.url);
    const server = await serve({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mcp-smtp-')), SITE_URL: 'https://www.magnolia.test', LEADS_PUBLIC_KEY: PUBLIC_KEY,
      SMTP_URL: `smtp://leads:s3cret-pa55@127.0.0.1:${port}`, LEADS_EMAIL_TO: 'owner@magnolia.test', LEADS_EMAIL_FROM: 'leads@magnolia.test',
    });
    const refused = await until(() => parsed(server.log).find((l) => l.check === 'smtp'), 'the SMTP check');
    expect(refused).toMatchObject({ level: 40, host: `127.0.0.1:${port}`, error: 'SMTP 535 after AUTH' });
    expect(refused.msg).toBe(`e-mail: 127.0.0.1:${port} refused the login (SMTP 535 after AUTH): e-mail deliveries fail and are retried until SMTP_URL is right`);
    expect(parsed(server.log)[0]).toMatchObject({
      destinations: [`by e-mail to owner@magnolia.test through 127.0.0.1:${port}`],
      key: expect.stringMatching(/^SHA256:\S{43} \(LEADS_PUBLIC_KEY\)$/),
    });
    expect(parsed(server.log).filter((l) => l.level === 40).map((l) => l.check)).toEqual([...EXAMPLES, 'smtp']);

    const { id, body } = submission(FORM_SECRET, filledContact);
    expect((await fetch(`${server.base}/contact`, { method: 'POST', body, redirect: 'manual' })).status).toBe(303);
    const failed = await until(() => parsed(server.log).find((l) => l.msg === 'lead delivery failed: will retry'), 'the failed delivery');
    expect(failed).toMatchObject({ level: 40, lead: id, destination: 'email', attempt: 1, error: 'SMTP 535 after AUTH', retryAt: expect.stringMatching(ISO_TIME) });
    expect(server.log.join('\n')).not.toMatch(/s3cret|pa55|Pat Doe|pat@example\.com/);
    await stop(server);
  });

  it("on a terminal, the owner's first look as lines a person reads: each clause on a line of its own, no JSON, no setting's name or key", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mcp-terminal-'));
    // script (util-linux) runs the server on a pseudo terminal, as a person's shell would; the pipe above it is the test's.
    const child = spawn('script', ['--quiet', '--flush', '--return', '--command', `exec ${process.execPath} dist/server/index.js`, '/dev/null'], {
      env: { ...process.env, ...clean({ DATA_DIR: dataDir }), NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(await freePort()), LOG_LEVEL: 'info' },
    });
    onTestFinished(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(() => (output.includes('listening on') ? true : undefined), 'the server to listen, on a terminal');
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;

    const lines = output.replaceAll('\r\n', '\n').split('\n');
    expect(lines.filter((line) => line.trimStart().startsWith('{'))).toEqual([]);
    // The owner's first look: no setting's name, key, count or field they have no use for.
    expect(output).not.toMatch(/TRUST_PROXY|SITE_URL|SHA256|sealed|purged|no release|workers=|socket=|[a-z]+=[[{"]/);
    const under = (line: RegExp | string) => lines[lines.findIndex((l) => (typeof line === 'string' ? l === line : line.test(l))) + 1];
    const starting = /^\d\d:\d\d:\d\d INFO {2}starting: the site on this computer, to look at before it goes live$/;
    expect(lines).toContainEqual(expect.stringMatching(starting));
    const indent = ' '.repeat('00:00:00 INFO  '.length);
    expect(under(starting)).toBe(`${indent}leads sent from its forms are kept in SQLite ${join(dataDir, 'leads.db')} and reach nobody until an e-mail address or a webhook is set (docs/going-live.md)`);
    // A clause in parentheses stays whole.
    expect(lines).toContain(`${indent}page views counted per page and day (no cookie; STATS=off stops it)`);
    const warned = lines.filter((line) => /^\d\d:\d\d:\d\d WARN {2}/.test(line)).map((line) => line.slice(indent.length));
    expect(warned).toEqual(EXAMPLES.map(() => expect.stringMatching(/^example business facts are still in src\/config\/site\.ts: /)));
    if (EXAMPLES.length) expect(under(/ WARN {2}example business facts/)).toBe(`${indent}replace them with the business's own and build again`);
    expect(lines).toContainEqual(expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}Magnolia Coast Payments site listening on http:\/\/127\.0\.0\.1:\d+: open it in a browser$/));
  });

  it('refuses TRUST_PROXY=true, or a URL that does not parse, with exit code 1 and a line that says what to set, before writing anything', async () => {
    const [trustAll, badSmtp] = await Promise.all([
      refused({ TRUST_PROXY: 'true' }),
      refused({ SMTP_URL: 'smtp://leads:s3cret-pa55@127.0.0.1: 25', LEADS_EMAIL_TO: 'owner@magnolia.test', LEADS_EMAIL_FROM: 'leads@magnolia.test' }),
    ]);
    expect(trustAll).toEqual({
      code: 1, written: [],
      lines: [{
        level: 60, time: expect.stringMatching(ISO_TIME),
        msg: expect.stringMatching(/^cannot start: TRUST_PROXY=true trusts every proxy hop, .* set the proxy's address \(TRUST_PROXY=loopback/),
      }],
    });
    expect(badSmtp).toEqual({
      code: 1, written: [],
      lines: [{ level: 60, time: expect.stringMatching(ISO_TIME), msg: 'cannot start: SMTP_URL is not a URL (it is not repeated here: it may hold a password)' }],
    });
  });

  it('refuses a TRUST_PROXY proxy-addr cannot read, and a DATABASE_URL whose password ended the host early, never repeating the password', async () => {
    const [subnet, password] = await Promise.all([
      refused({ TRUST_PROXY: '0.0.0.0/0' }),
      refused({ DATABASE_URL: 'postgres://site:20/Sup3rS3cret@127.0.0.1/db', LEADS_PUBLIC_KEY: PUBLIC_KEY }),
    ]);
    expect(subnet).toMatchObject({ code: 1, written: [], lines: [{ level: 60, msg: expect.stringMatching(/^cannot start: TRUST_PROXY=0\.0\.0\.0\/0 is not an address, a subnet or a name proxy-addr knows/) }] });
    expect(password).toMatchObject({ code: 1, written: [], lines: [{ level: 60, msg: expect.stringMatching(/^cannot start: DATABASE_URL has an '@' after its host: .* percent-encode '\/' as %2F/) }] });
    expect(JSON.stringify(password.lines)).not.toContain('Sup3rS3cret');
  });

  it('refuses a DIGEST_EMAIL_TO that is not a list of addresses at start, not on Monday, without repeating it', async () => {
    const email = { SMTP_URL: 'smtp://127.0.0.1:2525', LEADS_EMAIL_TO: 'owner@magnolia.test', LEADS_EMAIL_FROM: 'leads@magnolia.test' };
    const [words, lineBreak, group] = await Promise.all([
      refused({ ...email, DIGEST_EMAIL_TO: 'not an address' }),
      refused({ ...email, DIGEST_EMAIL_TO: 'owner@magnolia.test\r\nsomeone@elsewhere.test' }),
      refused({ ...email, DIGEST_EMAIL_TO: 'staff: owner@magnolia.test, office@magnolia.test;' }),
    ]);
    for (const outcome of [words, lineBreak, group]) {
      expect(outcome).toEqual({
        code: 1, written: [],
        lines: [{
          level: 60, time: expect.stringMatching(ISO_TIME),
          msg: 'cannot start: DIGEST_EMAIL_TO is not a list of e-mail addresses (it is not repeated here); set one address, or several separated by commas: DIGEST_EMAIL_TO=owner@example.com, office@example.com',
        }],
      });
    }
    // Several addresses, named or bare, start.
    const server = await serve({ DATA_DIR: mkdtempSync(join(tmpdir(), 'mcp-digest-to-')), ...email, DIGEST_EMAIL_TO: 'Owner <owner@magnolia.test>, office@magnolia.test' });
    const info = parsed(server.log).find((l) => l.msg.startsWith('starting:'));
    expect(info!.msg).toContain('weekly digest to Owner <owner@magnolia.test>, office@magnolia.test, next Monday');
    await stop(server);
  });

  it('a PostgreSQL that does not answer stops the start with one cannot start line, never a stack or the password', async () => {
    const port = await freePort();
    const down = await refused({ DATABASE_URL: `postgres://site:Sup3rS3cret@127.0.0.1:${port}/leads`, LEADS_PUBLIC_KEY: PUBLIC_KEY });
    expect(down).toMatchObject({ code: 1, written: [] });
    expect(down.lines.filter((l) => l.level >= 50)).toEqual([
      expect.objectContaining({
        level: 60,
        msg: `cannot start: the lead store (PostgreSQL 127.0.0.1:${port}/leads) did not open: connect ECONNREFUSED 127.0.0.1:${port}; start PostgreSQL, or correct DATABASE_URL (host, port, database, user)`,
      }),
    ]);
    expect(JSON.stringify(down.lines)).not.toMatch(/Sup3rS3cret|\n\s+at /);
  });

  it('a lead stored while no destination was configured reaches the webhook after a restart with one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mcp-later-'));
    const before = await serve({ DATA_DIR: dataDir });
    const { id, body } = submission(FORM_SECRET, filledContact);
    expect((await fetch(`${before.base}/contact`, { method: 'POST', body, redirect: 'manual' })).status).toBe(303);
    await stop(before);

    const hook = await startWebhookReceiver();
    onTestFinished(hook.close);
    const arrived = hook.nextRequest();
    const after = await serve({ DATA_DIR: dataDir, LEADS_WEBHOOK_URL: hook.url, LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET });
    const request = await arrived;
    expect(JSON.parse(request.body)).toMatchObject({ type: 'lead.received', data: { id, kind: 'contact', name: 'Pat Doe' } });
    const added = parsed(after.log).find((l) => l.msg.startsWith('leads: deliveries added'));
    expect(added).toMatchObject({ level: 30, added: { webhook: 1 } });
    await until(() => parsed(after.log).find((l) => l.msg === 'lead delivered'), 'the delivered line');
    expect(parsed(after.log).filter((l) => l.level === 40).map((l) => l.check)).toEqual(EXAMPLES);
    await stop(after);
  });
});
