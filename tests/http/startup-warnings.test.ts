/**
 * Warnings a start logs, on every start, for settings that expose the site to whoever reaches its
 * ports, read from the log lines as the operator reads them: TRUST_PROXY trusting a hop count or
 * another address while the site listens beyond loopback, the metrics served beyond loopback, the
 * private key left in DATA_DIR beside LEADS_PUBLIC_KEY; and a DATABASE_URL printed as host, port and
 * database only. (Refusals, which exit, are in startup-report.test.ts against the built server.)
 */
import { chmodSync, chownSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { config } from '../../server/process/config';
import { readEnvFile, type EnvFile } from '../../server/process/env-file';
import { leadsConfig } from '../../server/leads/config';
import { loadPublicKey, PRIVATE_KEY_FILE } from '../../server/leads/seal';
import { readableLine } from '../../server/process/readable-log';
import { checkSmtp, placeOf, refusals, reportStartup, trustProxyWarning, type Place, type Settings } from '../../server/startup-report';
import { examplesInPlace } from '../../src/config/examples';
import { startSmtpReceiver } from '../support/smtp-receiver';

const PUBLIC_KEY = Buffer.alloc(32, 7).toString('base64url');

/** A start's log lines with these settings (the SMTP check is not reached: no e-mail is set). */
function startLog(site: Partial<Settings['site']>, env: NodeJS.ProcessEnv = {}, dataDir = mkdtempSync(join(tmpdir(), 'mcp-warn-')), envFile: EnvFile = {}) {
  const lines: { level: number; msg: string; check?: string; [key: string]: unknown }[] = [];
  const logger = pino({ base: undefined }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const leads = leadsConfig({ DATA_DIR: dataDir, ...env });
  const settings: Settings = { site: { ...config, ...site }, leads, key: loadPublicKey(leads.publicKey, dataDir) };
  reportStartup(settings, logger, {}, envFile);
  return { lines, warned: (check: string) => lines.filter((l) => l.level === 40 && l.check === check).map((l) => l.msg) };
}

describe('warnings for what anyone who reaches a port could do', () => {
  it('TRUST_PROXY as a hop count or another address while HOST is not loopback: bind to loopback or firewall the port', () => {
    // A mask widens an address to its network: ::1/1 is every public IPv6 address, 127.0.0.1/1 is 0.0.0.0/1.
    for (const trustProxy of [1, '10.0.0.10', 'loopback, 10.0.0.0/8', '::1/1', '127.0.0.1/1', 'loopback, 127.0.0.1/7', '::1/127', '::ffff:127.0.0.1/96']) {
      const [message] = startLog({ host: '0.0.0.0', port: 3000, trustProxy }).warned('trust-proxy');
      expect(message, String(trustProxy)).toMatch(new RegExp(`^TRUST_PROXY=${trustProxy} while HOST=0\\.0\\.0\\.0 lets anyone who reaches port 3000 directly`));
      expect(message).toMatch(/bind the site to loopback \(HOST=127\.0\.0\.1\).*or firewall port 3000/);
    }
    // Behind a proxy on this machine, or listening on loopback alone: nothing to say.
    for (const trustProxy of ['loopback', '127.0.0.1', '::1', '127.0.0.0/8', '127.1.2.0/24', '::1/128', '127.0.0.1/255.0.0.0', '::ffff:127.0.0.1', 'loopback, ::1']) {
      expect(startLog({ host: '0.0.0.0', trustProxy }).warned('trust-proxy'), trustProxy).toEqual([]);
    }
    expect(startLog({ host: '127.0.0.1', trustProxy: 1 }).warned('trust-proxy')).toEqual([]);
    expect(startLog({ host: '0.0.0.0', trustProxy: undefined }).warned('trust-proxy')).toEqual([]);
  });

  it('a .env others can read, or a group other than the site\'s own, is read and warned about at every start', () => {
    const envFileWith = (mode: number, gid = process.getgid!()) => {
      const file = join(mkdtempSync(join(tmpdir(), 'mcp-env-mode-')), '.env');
      writeFileSync(file, 'MCP_ENV_MODE_TEST=read\n');
      chownSync(file, process.getuid!(), gid);
      chmodSync(file, mode);
      const read = readEnvFile(file);
      expect(read.read, mode.toString(8)).toBe(file);
      return { file, warned: startLog({}, {}, undefined, read).warned('env-file') };
    };
    const everyone = envFileWith(0o644);
    expect(everyone.warned).toEqual([expect.stringMatching(new RegExp(`^${everyone.file} can be read by every user of this machine \\(mode 644\\): it holds the site's secrets .*chmod 600 ${everyone.file}`))]);
    const otherGroup = envFileWith(0o640, 65534);
    expect(otherGroup.warned).toEqual([expect.stringMatching(/can be read by the members of group 65534 \(mode 640\)/)]);
    // This user's alone, or the site's own group's (the deployment's root:magnolia-site 640): nothing to say.
    expect(envFileWith(0o600).warned).toEqual([]);
    expect(envFileWith(0o640).warned).toEqual([]);
    expect(envFileWith(0o604, 65534).warned).toHaveLength(1);
  });

  it('on the socket systemd passed, TRUST_PROXY is judged by the socket\'s own address once it listens, not by HOST; METRICS_PORT is not compared with PORT', () => {
    const site = { ...config, host: '0.0.0.0', port: 3000, trustProxy: 1, metrics: { host: '127.0.0.1', port: 3000 } };
    const lines: { level: number; check?: string }[] = [];
    const logger = pino({ base: undefined }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const leads = leadsConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'mcp-warn-')) });
    reportStartup({ site, leads, key: loadPublicKey(leads.publicKey, leads.dataDir) }, logger, {}, {}, 'passed socket');
    expect(lines.filter((line) => line.check === 'trust-proxy')).toEqual([]);
    expect(refusals(site, 'passed socket')).toEqual([]);
    expect(refusals(site)).toEqual(["METRICS_PORT must differ from PORT: the metrics are never served on the site's port"]);
    expect(trustProxyWarning(1, { host: '127.0.0.1', port: 8080 }, true)).toBeUndefined();
    expect(trustProxyWarning(1, { host: '0.0.0.0', port: 8080 }, true)).toMatch(/^TRUST_PROXY=1 while the socket systemd passed listens on 0\.0\.0\.0 lets anyone who reaches port 8080 directly.*ListenStream=127\.0\.0\.1:8080/);
  });

  it('the SMTP check says the server answered, and no more, when SMTP_URL names no user: nothing was logged in to', async () => {
    const smtp = await startSmtpReceiver();
    try {
      const lines: { msg: string; check?: string }[] = [];
      const logger = pino({ base: undefined }, { write: (line: string) => lines.push(JSON.parse(line)) });
      const { email } = leadsConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'mcp-warn-')), SMTP_URL: smtp.url, LEADS_EMAIL_TO: 'owner@magnolia.test', LEADS_EMAIL_FROM: 'leads@magnolia.test' });
      await checkSmtp(email!, logger);
      const { host } = new URL(smtp.url);
      expect(lines.filter((line) => line.check === 'smtp').map((line) => line.msg)).toEqual([`e-mail: ${host} answered (no login: SMTP_URL names no user)`]);
    } finally {
      await smtp.close();
    }
  });

  it('METRICS_HOST not loopback: a warning that anyone reaching the port reads the lead volumes', () => {
    const [message] = startLog({ metrics: { host: '0.0.0.0', port: 9464 } }).warned('metrics-host');
    expect(message).toMatch(/^METRICS_HOST=0\.0\.0\.0: anyone who reaches port 9464 reads the metrics, lead volumes among them; set METRICS_HOST=127\.0\.0\.1/);
    expect(startLog({ metrics: { host: '127.0.0.1', port: 9464 } }).warned('metrics-host')).toEqual([]);
  });

  it('the private key in DATA_DIR is warned about on every start, LEADS_PUBLIC_KEY set or not', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mcp-key-'));
    expect(startLog({}, {}, dataDir).warned('private-key')).toHaveLength(1);
    const [message] = startLog({}, { LEADS_PUBLIC_KEY: PUBLIC_KEY }, dataDir).warned('private-key');
    expect(message).toContain(`is on this server (${join(dataDir, PRIVATE_KEY_FILE)})`);
    // Once the file is gone, nothing is said.
    expect(startLog({}, { LEADS_PUBLIC_KEY: PUBLIC_KEY }).warned('private-key')).toEqual([]);
  });

  it('DATABASE_URL is printed as host, port and database: never a password, even one the URL parser misreads', () => {
    const [info] = startLog({}, { LEADS_PUBLIC_KEY: PUBLIC_KEY, DATABASE_URL: 'postgres://site:S3cret@db.internal:6432/leads?sslmode=require' }).lines;
    expect(info!.store).toBe('PostgreSQL db.internal:6432/leads');
    expect(JSON.stringify(info)).not.toContain('S3cret');
    const [socket] = startLog({}, { LEADS_PUBLIC_KEY: PUBLIC_KEY, DATABASE_URL: 'postgres:///leads?host=/var/run/postgresql' }).lines;
    expect(socket!.store).toBe('PostgreSQL /var/run/postgresql/leads');
  });

  it('a TRUST_PROXY proxy-addr cannot read is refused, with what to set', () => {
    expect(refusals({ ...config, trustProxy: '0.0.0.0/0' })).toEqual([expect.stringMatching(/^TRUST_PROXY=0\.0\.0\.0\/0 is not an address, a subnet or a name proxy-addr knows .*set the proxy's address/)]);
    expect(refusals({ ...config, trustProxy: 'loopback, 10.0.0.0/8' })).toEqual([]);
  });
});


describe("a start on the owner's own computer", () => {
  it('is any start that serves no release, has no socket from systemd and no SITE_URL beyond this machine', () => {
    const alone = { release: false, passedSocket: false };
    for (const siteUrl of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000']) expect(placeOf({ ...alone, siteUrl }), siteUrl).toBe('this computer');
    expect(placeOf({ ...alone, siteUrl: 'https://www.magnolia.test' })).toBe('server');
    expect(placeOf({ ...alone, release: true, siteUrl: 'http://localhost:3000' })).toBe('server');
    expect(placeOf({ ...alone, passedSocket: true, siteUrl: 'http://localhost:3000' })).toBe('server');
  });

  /** What `npm start` with no settings logs, as a terminal shows it; `level` debug shows what it keeps for LOG_LEVEL=debug. */
  function firstLook(place: Place, env: NodeJS.ProcessEnv = {}, level = 'info') {
    const json: { level: number; msg: string; check?: string; [key: string]: unknown }[] = [];
    const logger = pino({ base: undefined, level }, { write: (line: string) => json.push(JSON.parse(line)) });
    const leads = leadsConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'mcp-look-')), ...env });
    // The first start writes the key pair, as npm start's does.
    reportStartup({ site: config, leads, key: loadPublicKey(leads.publicKey, leads.dataDir) }, logger, { NODE_ENV: 'production', ...env }, {}, config, place);
    return { json, shown: json.map((line) => readableLine(JSON.stringify({ ...line, time: new Date().toISOString() }))).join('') };
  }

  it('says where the site\'s leads go in the owner\'s words, warns only of what the owner must act on, and shows no setting\'s name or key', () => {
    const { json, shown } = firstLook('this computer');
    expect(json.filter((line) => line.level === 30).map((line) => line.msg)).toEqual([
      expect.stringMatching(/^starting: the site on this computer, to look at before it goes live; leads sent from its forms are kept in SQLite \S+leads\.db and reach nobody until an e-mail address or a webhook is set \(docs\/going-live\.md\); page views /),
    ]);
    expect(json.filter((line) => line.level === 40).map((line) => line.check)).toEqual(examplesInPlace().length ? ['examples'] : []);
    expect(shown).not.toMatch(/TRUST_PROXY|SITE_URL|SHA256|sealed|rate limit|metrics|[a-z]+=[[{"]/);
    // Kept for whoever asks (LOG_LEVEL=debug): the settings in force, as a server gives them.
    expect(firstLook('this computer', {}, 'debug').json[0]).toMatchObject({ level: 20, trustProxy: 'unset', key: expect.stringMatching(/^SHA256:/) });
    // Destinations set on this computer: where leads go, said.
    const hook = firstLook('this computer', { LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/hook', LEADS_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 1).toString('base64')}` });
    expect(hook.json.find((line) => line.level === 30)!.msg).toContain('are kept in SQLite');
    expect(hook.json.find((line) => line.level === 30)!.msg).toMatch(/ and sent by webhook to 127\.0\.0\.1:9; page views/);
  });

  it('on a server, the same start gives the administrator every setting in force and every warning', () => {
    const { json } = firstLook('server');
    expect(json[0]).toMatchObject({ level: 30, trustProxy: 'unset', key: expect.stringMatching(/^SHA256:/), msg: expect.stringMatching(/^starting: leads in SQLite .*; TRUST_PROXY unset; /) });
    expect(json.filter((line) => line.level === 40).map((line) => line.check)).toEqual(['destinations', 'site-url', 'private-key', ...(examplesInPlace().length ? ['examples'] : [])]);
  });
});
