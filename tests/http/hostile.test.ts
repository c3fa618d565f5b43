import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteApp } from '../support/app';
import { buildOnly } from '../support/build-only';
import { rawRequest, serveDuringTests } from '../support/raw-http';

/** A small seeded generator, so every run sends the same requests and a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'get', 'G\u00c9T', ''];
const PATHS = [
  '/', '/solutions', '/solutions/pos-systems', '/contact', '/apply', '/articles/dual-pricing', '/assets/', '/favicon.svg',
  '/index.html', '/sitemap.xml', '/healthz', '/%', '/%E0%A4%A', '/%ff%fe', '/%00', '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/..%5c..%5cwindows', '/../../../../etc/passwd', '/assets/..%2f..%2fpackage.json', '//evil.example/', '/\\evil.example/',
  '/solutions/', '/a/b/c/d/e/f', '/<script>alert(1)</script>', "/'\"><img src=x>", '/?q=%', '/?a[]=1&a[]=2&__proto__[x]=1',
  '/fee-calculator?sales=%&fees=1e400&debit=-0&sales=' + '9'.repeat(300), '/articles/%F0%9F%92%A5', '/a%E2%80%A8b', '/a%0Ab', '/' + 'a'.repeat(9000), '*', 'http://evil.example/', '/%C0%AE%C0%AE/', '/.env', '/.git/config',
];
const HEADERS = [
  'Accept-Encoding: ' + ','.repeat(2000), 'Accept-Encoding: br;q=NaN, gzip;q=-7, *;q=2', 'Accept-Encoding: \u00ff\u00fe',
  'Range: bytes=5-1', 'Range: bytes=-', 'Range: bytes=0-0,' + '1-2,'.repeat(300), 'Range: items=1-2',
  'Host: ..', 'Host: ' + 'h'.repeat(3000), 'Host:', 'X-Forwarded-Proto: https', 'X-Forwarded-For: ' + '1.1.1.1,'.repeat(400),
  'Cookie: ' + 'a=b; '.repeat(500), 'If-None-Match: *', 'If-Modified-Since: yesterday', 'Content-Type: application/json',
  'Accept: */*;q=abc', 'Accept-Language: ' + 'x'.repeat(4000), 'Transfer-Encoding: chunked, identity',
];
const GARBAGE_LINES = ['GARBAGE\r\n\r\n', 'GET\r\n\r\n', 'GET / HTTP/9.9\r\n\r\n', 'GET / HTTP/1.1\r\nHost x\r\n\r\n', '\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'GET / HTTP/1.1\r\n' + 'X: y\r\n'.repeat(3000) + '\r\n', '\u0000\u0001\u0002\r\n\r\n', 'GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n'];

/** Builds the nth generated request as raw bytes. */
function hostileRequest(next: () => number): string {
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  if (next() < 0.12) return pick(GARBAGE_LINES);
  const method = pick(METHODS);
  const path = next() < 0.2 ? `/${Array.from({ length: 1 + Math.floor(next() * 40) }, () => `%${Math.floor(next() * 256).toString(16).padStart(2, '0')}`).join('')}` : pick(PATHS);
  const headers = Array.from({ length: Math.floor(next() * 4) }, () => pick(HEADERS));
  const body = method === 'POST' || method === 'PUT' ? `name=${'x'.repeat(Math.floor(next() * 40_000))}` : '';
  const lines = [`${method} ${path} HTTP/1.1`, 'Host: localhost', ...headers, 'Connection: close'];
  if (body && !headers.some((h) => h.startsWith('Transfer-Encoding'))) lines.push(`Content-Length: ${body.length}`);
  return `${lines.join('\r\n')}\r\n\r\n${headers.some((h) => h.startsWith('Transfer-Encoding')) ? '0\r\n\r\n' : body}`;
}

describe('5,000 generated hostile requests', () => {
  const app = siteApp();
  const server = serveDuringTests(app, { beforeAll, afterAll });

  it('get no 5xx, crash nothing, and leave the site serving', { timeout: 120_000 }, async (ctx) => {
    // Vite's dev middleware answers a few of them (/.git/config behind its fs.deny, with odd headers) with 500.
    buildOnly(ctx, 'the built server is the one the internet meets');
    const next = random(20261126);
    const requests = Array.from({ length: 5_000 }, () => hostileRequest(next));
    const statuses = new Map<number, number>();
    const serverErrors: string[] = [];
    // 50 sockets at a time, each taking the next request as soon as it is answered.
    let cursor = 0;
    const worker = async () => {
      while (cursor < requests.length) {
        const bytes = requests[cursor++]!;
        const status = await rawRequest(server.port, bytes, 2_000);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500) serverErrors.push(`${status}: ${bytes.slice(0, 120)}`);
      }
    };
    await Promise.all(Array.from({ length: 50 }, worker));
    expect(serverErrors).toEqual([]);
    // Most requests get a real answer; only garbage the HTTP parser drops may get none (status 0).
    expect(statuses.get(0) ?? 0).toBeLessThan(requests.length * 0.15);
    await request(`http://127.0.0.1:${server.port}`).get('/').expect(200);
    await request(`http://127.0.0.1:${server.port}`).get('/solutions/pos-systems').expect(200);
    console.log('hostile request statuses:', Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])));
  });
});
