import { createHash } from 'node:crypto';
import { get } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { parse } from 'node-html-parser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteApp } from '../support/app';
import { buildOnly } from '../support/build-only';
import { notFoundPaths, pagePaths } from '../support/pages';
import { serveDuringTests } from '../support/raw-http';

const app = siteApp();
const server = serveDuringTests(app, { beforeAll, afterAll });

const sha384 = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * A file's bytes as served, through node:http (which decodes nothing): identity, or brotli (the
 * precompressed .br file) decoded here.
 */
function served(path: string, encoding: 'identity' | 'br') {
  return new Promise<Buffer>((resolve, reject) => {
    get({ host: '127.0.0.1', port: server.port, path, headers: { 'Accept-Encoding': encoding } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => {
        const body = Buffer.concat(parts);
        if (res.statusCode !== 200) return reject(new Error(`${path}: ${res.statusCode}`));
        if (encoding === 'identity') return resolve(body);
        if (res.headers['content-encoding'] !== 'br') return reject(new Error(`${path}: not sent as brotli`));
        resolve(brotliDecompressSync(body));
      });
    }).on('error', reject);
  });
}

/** The /assets chunks a chunk's code names: its imports, its import() calls and Vite's preload list. */
const chunksNamedIn = (code: string) => [...code.matchAll(/["'`](?:\.\/|\/?assets\/)([\w.-]+\.js)["'`]/g)].map((m) => `/assets/${m[1]}`);

/** A page's module scripts and its import map, as the browser reads them. */
async function scriptsOf(path: string) {
  const res = await request(app).get(path);
  const document = parse(res.text);
  const maps = document.querySelectorAll('script[type="importmap"]');
  const moduleTags = document.querySelectorAll('script[type="module"], link[rel="modulepreload"]');
  const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy'] as string)?.[1];
  return {
    html: res.text,
    nonce,
    maps,
    modules: moduleTags.map((tag) => ({ url: tag.getAttribute('src') ?? tag.getAttribute('href')!, integrity: tag.getAttribute('integrity') })),
    integrity: maps.length === 1 ? (JSON.parse(maps[0]!.textContent) as { integrity: Record<string, string> }).integrity : {},
    otherScripts: document.querySelectorAll('script[src]:not([type="module"])').length,
  };
}

describe('subresource integrity', () => {
  it('checks the entry script and every chunk it can reach against the files as served', async (test) => {
    buildOnly(test, 'the build computes the hashes');
    const page = await scriptsOf('/');
    expect(page.modules.length).toBeGreaterThan(0);
    expect(page.otherScripts).toBe(0);
    const reached = new Set<string>();
    const queue = page.modules.map((tag) => tag.url);
    for (let url = queue.shift(); url; url = queue.shift()) {
      if (reached.has(url)) continue;
      reached.add(url);
      const [plain, brotli] = [await served(url, 'identity'), await served(url, 'br')];
      expect(sha384(brotli), `${url}: the .br file holds the same bytes`).toBe(sha384(plain));
      expect(page.integrity[url], `${url} is in the import map with its hash`).toBe(sha384(plain));
      queue.push(...chunksNamedIn(plain.toString('utf8')));
    }
    for (const tag of page.modules) expect(tag.integrity, tag.url).toBe(page.integrity[tag.url]);
    // React, the hydration runtime and each island are among them; nothing the page cannot load is listed.
    expect([...reached].some((url) => /\/assets\/hydrate-islands-/.test(url))).toBe(true);
    expect([...reached].some((url) => /\/assets\/contact-form-/.test(url))).toBe(true);
    expect(Object.keys(page.integrity).sort()).toEqual([...reached].sort());
    expect(Object.keys(page.integrity).some((url) => /\/assets\/art-/.test(url)), 'the pictures’ entry is never loaded').toBe(false);
  });

  it.for([...pagePaths, notFoundPaths[0]!])('%s has one import map, first and nonce’d, and integrity on its module script', async (path, test) => {
    buildOnly(test, 'the build writes the import map');
    const page = await scriptsOf(path);
    expect(page.maps).toHaveLength(1);
    const map = page.maps[0]!;
    // Browsers blank a nonce attribute only after parsing: the served HTML carries the response's nonce.
    expect(map.getAttribute('nonce')).toBe(page.nonce);
    const firstModuleTag = page.html.search(/<script[^>]*type="module"|<link[^>]*rel="modulepreload"/);
    expect(page.html.indexOf('<script type="importmap"')).toBeLessThan(firstModuleTag);
    for (const tag of page.modules) expect(tag.integrity, tag.url).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });
});
