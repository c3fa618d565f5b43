import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian puts it in /usr/sbin, which a user's PATH may not hold. */
export const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/**
 * An nginx.conf around `site.conf` whose every path is in `dir`: its pid, its error log, its temporary files. The
 * guides' configurations (server and upstream blocks) are written to be included in Debian's http block; this is
 * that block, with nothing of the machine's.
 */
export function nginxConf(dir: string, events = 'events {}', main: string[] = []) {
  return [
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')};`,
    ...main,
    events,
    'http {',
    '    access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((temp) => `    ${temp}_temp_path ${join(dir, temp.replace('client_', ''))};`),
    `    include ${join(dir, 'site.conf')};`,
    '}',
  ].join('\n');
}

/**
 * Debian's nginx (package nginx) run in the foreground for a test or a benchmark, on the `site` configuration
 * given (server and upstream blocks, as a guide writes them), inside an nginx.conf whose every path is in a
 * temporary folder. `certificate` (a host name) makes a self-signed certificate for it with openssl, put in place
 * of every `ssl_certificate`/`ssl_certificate_key` of the site; its PEM is returned for the clients to trust.
 * Resolves once every port of `listen` accepts connections; `errors()` is nginx's error log so far (an upstream
 * it could not reach is written there), `stop()` ends it and removes the folder.
 */
export async function startNginx(site: string, { listen, certificate, workers = 1 }: { listen: number[]; certificate?: string; workers?: number | 'auto' }) {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-nginx-'));
  // Run as root, nginx's workers are nobody's: they must reach the folder and write their temporary files.
  chmodSync(dir, 0o755);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, temp));
    chmodSync(join(dir, temp), 0o777);
  }
  let pem: string | undefined;
  if (certificate) {
    const [cert, key] = [join(dir, 'site.pem'), join(dir, 'site.key')];
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1',
      '-subj', `/CN=${certificate}`, '-addext', `subjectAltName=DNS:${certificate}`, '-keyout', key, '-out', cert,
    ], { stdio: 'ignore' });
    site = site.replace(/^(\s*ssl_certificate\s+)\S+;/gm, `$1${cert};`).replace(/^(\s*ssl_certificate_key\s+)\S+;/gm, `$1${key};`);
    pem = readFileSync(cert, 'utf8');
  }
  const errorLog = join(dir, 'error.log');
  writeFileSync(join(dir, 'site.conf'), site);
  writeFileSync(join(dir, 'nginx.conf'), nginxConf(dir, 'events { worker_connections 4096; }', [`worker_processes ${workers};`]));
  // -e: nginx opens its error log before it reads the configuration; -p: no path outside the folder.
  const child = spawn(NGINX, ['-p', dir, '-e', errorLog, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let said = '';
  child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const errors = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '');
  const accepts = (port: number) => new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
  for (let waited = 0; !(await Promise.all(listen.map(accepts))).every(Boolean); waited += 50) {
    if (waited > 30_000 || child.exitCode !== null) {
      // SIGTERM: nginx ends its workers itself (SIGKILL would leave them holding the ports).
      child.kill('SIGTERM');
      const problem = `nginx did not start: ${said}${errors()}`;
      rmSync(dir, { recursive: true, force: true });
      throw new Error(problem);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { pem, errors, stop, pid: child.pid! };
}
