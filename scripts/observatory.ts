/**
 * The MDN HTTP Observatory (its scanner, offline) over HTTPS, as a browser meets the site in production.
 *   npm run build && npm run audit:observatory
 * The built server runs with TRUST_PROXY=loopback behind a local front like the going-live guide's nginx: one port
 * that speaks TLS (a self-signed certificate made with openssl, proxied to the site with
 * X-Forwarded-Proto: https, so the site sends its HTTPS headers) and answers plain HTTP with a 301 to
 * https://, which the scanner's redirection test follows. One port for both because the scanner tries
 * http:// and https:// on the same host:port. The scanner trusts the certificate through
 * NODE_EXTRA_CA_CERTS; nothing turns verification off. Prints the score and every test's result;
 * exits 1 when a test fails or the score is below OBSERVATORY_MIN (default 135).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, printTable, requireBuild } from './bench-util';
import { serveBuild } from './serve-build';

const MIN_SCORE = Number(process.env.OBSERVATORY_MIN ?? 135);
const SCANNER = fileURLToPath(new URL('../node_modules/@mdn/mdn-http-observatory/', import.meta.url));
/** A TLS record starts with a handshake (22); an HTTP request with a method's letters. */
const TLS_HANDSHAKE = 0x16;

interface TestResult {
  result: string;
  pass: boolean;
  scoreModifier: number;
}
interface ScanOutput {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, TestResult>;
  error?: string;
}

/** A self-signed certificate for 127.0.0.1 (and localhost), valid a day, in a fresh folder. */
function makeCertificate(dir: string) {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', key, '-out', cert,
  ], { stdio: 'ignore' });
  return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8'), certFile: cert };
}

/** Passes a request to the site as a TLS-terminating proxy does: the client's address and scheme in X-Forwarded-*. */
const proxyTo = (port: number) => (req: IncomingMessage, res: ServerResponse) => {
  const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '', 'x-forwarded-proto': 'https' };
  const upstream = request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
};

/** What nginx's `return 301 https://$host$request_uri;` does on port 80. */
const redirectToHttps = (req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(301, { Location: `https://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}` }).end();
};

/** One listening port: TLS connections go to the HTTPS proxy, plain ones to the redirect. */
function startFront(port: number, sitePort: number, tls: { key: string; cert: string }) {
  const https = createHttpsServer({ key: tls.key, cert: tls.cert }, proxyTo(sitePort));
  const http = createHttpServer(redirectToHttps);
  const front = createNetServer((socket: Socket) => {
    socket.once('data', (first: Buffer) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === TLS_HANDSHAKE ? https : http).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
    socket.on('error', () => socket.destroy());
  });
  return new Promise<{ close: () => void }>((done) =>
    front.listen(port, '127.0.0.1', () =>
      done({ close: () => { front.close(); https.close(); http.close(); } })));
}

/** Runs the scanner in its own process: NODE_EXTRA_CA_CERTS is read only when Node starts. */
function scan(host: string, caFile: string): Promise<ScanOutput> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(SCANNER, 'src/scan.js'), host], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.on('error', fail).on('close', () => {
      try {
        done(JSON.parse(out) as ScanOutput);
      } catch {
        fail(new Error(`the scanner printed no JSON: ${out.slice(0, 500)}`));
      }
    });
  });
}

requireBuild();
if (!existsSync(SCANNER)) {
  console.error('The scanner is missing: npm install (it is a devDependency, @mdn/mdn-http-observatory).');
  process.exit(1);
}
// Its install step would download the HSTS preload list; no loopback host is on it anyway.
const preloadList = join(SCANNER, 'conf/hsts-preload.json');
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n');

const dir = mkdtempSync(join(tmpdir(), 'observatory-'));
const [sitePort, frontPort] = [await freePort(), await freePort()];
const host = `127.0.0.1:${frontPort}`;
const certificate = makeCertificate(dir);
const site = await serveBuild(sitePort, { env: { TRUST_PROXY: 'loopback', SITE_URL: `https://${host}` } });
const front = await startFront(frontPort, sitePort, certificate);
let failed: boolean;
try {
  const { scan: summary, tests, error } = await scan(host, certificate.certFile);
  if (error) throw new Error(error);
  console.log(`MDN HTTP Observatory over https://${host}/ (self-signed, trusted through NODE_EXTRA_CA_CERTS)\n`);
  printTable(
    ['test', 'result', 'pass', 'score'],
    Object.entries(tests).map(([name, t]) => [name, t.result, t.pass ? 'yes' : 'NO', t.scoreModifier]),
  );
  console.log(`\nscore ${summary.score} (${summary.grade}), ${summary.testsPassed}/${summary.testsQuantity} tests passed; goal ${MIN_SCORE}`);
  failed = summary.score < MIN_SCORE || summary.testsPassed < summary.testsQuantity;
} finally {
  front.close();
  site.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
