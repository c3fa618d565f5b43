/**
 * The nginx configurations: the install command's (deploy/nginx-site, as it writes it, without and with a
 * certificate) and the block docs/operations.md shows for two copies (so they cannot drift), checked
 * with Debian's nginx (package nginx; .ci/run installs it): `nginx -t` accepts each, inside an nginx.conf
 * of the test's whose paths are all in a temporary folder, with a certificate made for the test in place
 * of the server's. Nothing is started: -t reads the files and exits. And each serves the bare domain too,
 * with one 301 to SITE_URL's address, so that a page has one address whichever name a visitor typed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxConf } from '../../scripts/nginx-server';
import { program } from '../support/program';
import { checkedBlock } from '../support/doc-blocks';

const openssl = program('openssl', 'openssl');
const GOING_LIVE = 'docs/going-live.md';
const OPERATIONS = 'docs/operations.md';
/** Debian puts it in /usr/sbin, which a user's PATH may not hold. */
const nginx = program(existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx', 'nginx');

/** SITE_URL as going live sets it, and the domain without `www.`. */
const siteUrl = new URL(/^SITE_URL=(\S+)$/m.exec(checkedBlock(GOING_LIVE, 'env'))![1]!);
const bare = siteUrl.hostname.replace(/^www\./, '');

/** What deploy/nginx-site prints for SITE_URL's host, on the socket's default port, with or without certbot's folder. */
const nginxSite = (certificates?: string) => execFileSync('deploy/nginx-site', [siteUrl.hostname, '3000', ...(certificates ? [certificates] : [])], { encoding: 'utf8' });

/** Each configuration, and the origin its bare domain is sent to. */
const blocks = [
  { name: 'deploy/nginx-site before a certificate (HTTP only)', config: () => nginxSite(), origin: `http://${siteUrl.host}` },
  { name: 'deploy/nginx-site with a certificate', config: () => nginxSite(`/etc/letsencrypt/live/${siteUrl.hostname}`), origin: siteUrl.origin },
  { name: `${OPERATIONS}, nginx-two-copies`, config: () => checkedBlock(OPERATIONS, 'nginx-two-copies'), origin: siteUrl.origin },
];

/** Each `server { … }` of a configuration, as its text (a block's braces nest: location, if). */
function serverBlocks(config: string): string[] {
  const found: string[] = [];
  for (const start of config.matchAll(/^\s*server\s*\{/gm)) {
    let depth = 0;
    for (let i = start.index + start[0].indexOf('{'); i < config.length; i++) {
      if (config[i] === '{') depth++;
      else if (config[i] === '}' && --depth === 0) {
        found.push(config.slice(start.index, i + 1));
        break;
      }
    }
  }
  return found;
}
const namesOf = (server: string) => /^\s*server_name\s+([^;]+);/m.exec(server)?.[1]!.split(/\s+/) ?? [];

/** `nginx -t` on `site` inside an http block of the test's, every path nginx writes in a folder of the test's. */
async function nginxTest(site: string) {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-nginx-'));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
  const cert = join(dir, 'site.pem');
  const key = join(dir, 'site.key');
  await openssl([
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1',
    '-subj', `/CN=${siteUrl.hostname}`, '-addext', `subjectAltName=DNS:${siteUrl.hostname},DNS:${bare}`, '-keyout', key, '-out', cert,
  ]);
  writeFileSync(join(dir, 'site.conf'), site.replace(/^(\s*ssl_certificate\s+)\S+;/gm, `$1${cert};`).replace(/^(\s*ssl_certificate_key\s+)\S+;/gm, `$1${key};`));
  writeFileSync(join(dir, 'nginx.conf'), nginxConf(dir));
  // -e: nginx opens its error log before it reads the configuration; -p: no path outside the folder.
  return nginx(['-t', '-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')]).then(
    ({ stderr }) => ({ ok: true, output: stderr }),
    (error: { stderr?: string; message: string }) => ({ ok: false, output: error.stderr || error.message }),
  );
}

describe('the nginx configurations', () => {
  it.each(blocks)('$name: nginx -t accepts it', { timeout: 30_000 }, async ({ config }) => {
    const result = await nginxTest(config());
    expect(result.output).toContain('test is successful');
    expect(result.ok, result.output).toBe(true);
  });

  it.each(blocks)('$name: serves SITE_URL\'s name and sends the bare domain there in one 301', ({ config, origin }) => {
    const servers = serverBlocks(config());
    expect(servers.some((server) => namesOf(server).includes(siteUrl.hostname) && /proxy_pass /.test(server))).toBe(true);
    const bareServers = servers.filter((server) => namesOf(server).includes(bare));
    expect(bareServers.length).toBeGreaterThan(0);
    for (const server of bareServers) {
      expect(server).toMatch(new RegExp(`^\\s*return 301 ${origin.replaceAll('.', '\\.')}\\$request_uri;$`, 'm'));
      expect(server).not.toMatch(/proxy_pass /);
    }
  });
});
