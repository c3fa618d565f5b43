import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import * as entry from '../../src/entry-server';
import { siteApp } from '../support/app';
import { buildOnly } from '../support/build-only';
import { testLeads } from '../support/leads';
import { rawRequest, serveDuringTests } from '../support/raw-http';
import { serveLogged } from '../../scripts/stop-under-load';

const app = siteApp();

describe('security headers', () => {
  it('sends a strict, nonce-based Content-Security-Policy', async () => {
    const res = await request(app).get('/');
    const csp = res.headers['content-security-policy'] as string;
    const directives = Object.fromEntries(csp.split(';').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    expect(directives).toMatchObject({
      'default-src': "'none'",
      'script-src': expect.stringMatching(/^'self' 'nonce-[A-Za-z0-9+/=]{24}'$/),
      'style-src': expect.stringMatching(/^'self' 'nonce-[A-Za-z0-9+/=]{24}'$/),
      'img-src': "'self'",
      'font-src': "'self'",
      'frame-src': 'https://www.youtube-nocookie.com',
      'form-action': "'self'",
      'base-uri': "'none'",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
    });
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('sends the other protective headers and no X-Powered-By', async () => {
    const res = await request(app).get('/');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['permissions-policy']).toContain('geolocation=()');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends HSTS for two years with includeSubDomains only over HTTPS as TRUST_PROXY lets it see it; HSTS_INCLUDE_SUBDOMAINS=false leaves subdomains out', async () => {
    const proxied = siteApp(undefined, undefined, testLeads().leads, 'loopback');
    expect((await request(proxied).get('/').set('X-Forwarded-Proto', 'https')).headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect((await request(proxied).get('/nope').set('X-Forwarded-Proto', 'https')).headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect((await request(proxied).get('/').set('X-Forwarded-Proto', 'http')).headers['strict-transport-security']).toBeUndefined();
    // Plain HTTP, and a claim of HTTPS from a proxy the site does not trust.
    expect((await request(app).get('/')).headers['strict-transport-security']).toBeUndefined();
    expect((await request(app).get('/').set('X-Forwarded-Proto', 'https')).headers['strict-transport-security']).toBeUndefined();
    const own = siteApp(undefined, undefined, testLeads().leads, 'loopback', { hstsIncludeSubDomains: false });
    expect((await request(own).get('/').set('X-Forwarded-Proto', 'https')).headers['strict-transport-security']).toBe('max-age=63072000');
  });

  it('reads HSTS_INCLUDE_SUBDOMAINS=false when started as built', { timeout: 30_000 }, async (test) => {
    buildOnly(test, 'the built server reads its own settings');
    const server = await serveLogged(1, { TRUST_PROXY: 'loopback', HSTS_INCLUDE_SUBDOMAINS: 'false' });
    try {
      const res = await fetch(`${server.base}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000');
    } finally {
      server.child.kill('SIGKILL');
    }
  });

  it('upgrades insecure requests only when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = siteApp(undefined, undefined, testLeads().leads, 'loopback');
    const https = await request(proxied).get('/').set('X-Forwarded-Proto', 'https');
    expect(https.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    const http = await request(proxied).get('/').set('X-Forwarded-Proto', 'http');
    expect(http.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    // Without TRUST_PROXY the header is not believed.
    const untrusted = await request(app).get('/').set('X-Forwarded-Proto', 'https');
    expect(untrusted.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('hostile and malformed requests', () => {
  it.each(['/%E0%A4%A', '/%', '/solutions/%E0'])('answers malformed percent-encoding %s with a 400 page', async (path) => {
    const res = await request(app).get(path).expect(400).expect('Content-Type', /html/);
    expect(res.text).toContain('Return to Home');
  });

  it.each([
    '/../package.json',
    '/%2e%2e/package.json',
    '/%2e%2e%2fpackage.json',
    '/..%2fserver%2fapp.ts',
    '/..%5cpackage.json',
    '/assets/..%2f..%2fpackage.json',
    '/assets/%2e%2e/%2e%2e/server/index.js',
    '/images/..%2f..%2f..%2fetc%2fpasswd',
    '/favicon.svg%00.html',
    '/%00',
  ])('answers traversal %s with 404, never a file outside the public folders', async (path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(404);
    expect(res.text).not.toMatch(/"name": "magnolia|createApp|root:x:0/);
  });

  it('answers a request target over 8 KB with 414', async () => {
    await request(app).get(`/${'a'.repeat(9000)}`).expect(414);
  });

  it('answers absurd Accept-Encoding and Host headers without a 5xx', async () => {
    await request(app).get('/').set('Accept-Encoding', `${','.repeat(4000)}br;q=zz, gzip;q=-1, *;q=NaN`).expect(200);
    await request(app).get('/').set('Host', '..').expect(200);
    await request(app).get('/').set('Host', `${'x'.repeat(2000)}.example`).expect(200);
  });

  it('answers absurd Range headers on a static file without a 5xx', async (test) => {
    buildOnly(test, "the built files' static handler (Vite's own fails on some)");
    for (const range of ['bytes=999999999-', 'bytes=-', 'bytes=abc', 'bytes=5-1', `bytes=${'0-1,'.repeat(500)}0-1`]) {
      const res = await request(app).get('/favicon.svg').set('Range', range);
      expect(res.status, range).toBeLessThan(500);
    }
  });
});

describe('over a real socket', () => {
  const server = serveDuringTests(app, { beforeAll, afterAll });

  it('answers oversize headers with 431', async () => {
    expect(await rawRequest(server.port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)).toBe(431);
  });

  it('answers a raw traversal path and a non-path request target with a 4xx', async () => {
    expect(await rawRequest(server.port, 'GET /../../package.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toBe(404);
    expect(await rawRequest(server.port, 'GET /assets/../../../package.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toBe(404);
    expect(await rawRequest(server.port, 'GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toBe(400);
    expect(await rawRequest(server.port, 'GET http://evil.example/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toBe(400);
  });

  it('answers a malformed request line with 400', async () => {
    expect(await rawRequest(server.port, 'GARBAGE\r\n\r\n')).toBe(400);
  });
});

describe('a failing render', () => {
  it('gives a 500 page without a stack trace, logs it with the request id, and keeps serving', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write(chunk, _e, done) { lines.push(String(chunk)); done(); } }));
    let fail = true;
    const broken = createApp({
      entry: () => ({
        ...entry,
        render: (url, options) => {
          if (fail) throw new Error('kaboom in render');
          return entry.render(url, options);
        },
      }),
      template: () => '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>',
      siteUrl: 'https://x.test',
      logger,
      leads: testLeads().leads,
    });
    const res = await request(broken).get('/').expect(500);
    expect(res.text).toContain('Something went wrong');
    expect(res.text).not.toMatch(/kaboom|at .*\(|\.ts:\d+/);
    const id = res.headers['x-request-id'];
    const logged = lines.map((l) => JSON.parse(l) as { id?: string; msg: string; err?: { message: string } });
    expect(logged.find((l) => l.msg === 'request failed')).toMatchObject({ id, err: { message: 'kaboom in render' } });
    fail = false;
    await request(broken).get('/').expect(200);
  });
});

describe('operation', () => {
  it('/healthz answers 200, uncached, and is not in the sitemap', async () => {
    await request(app).get('/healthz').expect(200).expect('Cache-Control', 'no-store').expect({ status: 'ok' });
    expect((await request(app).get('/sitemap.xml')).text).not.toContain('healthz');
  });

  it('/readyz answers 200 until a stop begins, then 503 while /healthz still answers 200', async () => {
    const stop = new AbortController();
    const stoppable = siteApp(undefined, stop.signal);
    await request(stoppable).get('/readyz').expect(200).expect('Cache-Control', 'no-store').expect({ status: 'ok', release: null });
    stop.abort('SIGTERM');
    await request(stoppable).get('/readyz').expect(503).expect('Cache-Control', 'no-store').expect({ status: 'stopping', release: null });
    await request(stoppable).get('/healthz').expect(200);
    expect((await request(app).get('/sitemap.xml')).text).not.toContain('readyz');
  });

  it('writes one JSON line per request with id, method, path (no query), status, duration and bytes', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write(chunk, _e, done) { lines.push(String(chunk)); done(); } }));
    const logged = siteApp(logger);
    // The start's own lines (a new DATA_DIR's key pair) are not requests.
    lines.length = 0;
    await request(logged).get('/articles?email=someone%40example.com').expect(200);
    await request(logged).get('/nope').expect(404);
    const [first, second] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(first).toMatchObject({ method: 'GET', path: '/articles', status: 200, msg: 'request' });
    expect(first).toHaveProperty('time');
    expect(first!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first!.ms).toEqual(expect.any(Number));
    expect(first!.bytes).toBeGreaterThan(1000);
    expect(second).toMatchObject({ path: '/nope', status: 404 });
    expect(lines.join('')).not.toContain('example.com');
  });
});
