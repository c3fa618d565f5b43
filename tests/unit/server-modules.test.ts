/**
 * What a server installs (docs/decisions/049-what-a-server-installs.md): package-lock.json's packages but those npm
 * marks `dev`, which `npm ci --omit=dev` (deploy/modules) leaves out. None of the tests' and audits' tools may be
 * among them: each is in the lock, and dev-only. How deploy/modules installs that set is
 * tests/deploy/modules.test.ts's; that the set builds, serves and passes the release's check, npm run
 * test:systemd's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The tests' and audits' tools (and the browsers' drivers they bring), by their package names. Not TypeScript: the
 * build's content check parses site.ts with it to name an owner's mistake on its line (ADR 046), on the server too.
 */
const TOOLS = [
  'vitest', 'eslint', 'lighthouse', '@mdn/mdn-http-observatory', '@playwright/test', 'playwright-core',
  'vnu-jar', 'axe-core', 'supertest', 'fast-check', 'autocannon', 'smtp-server', 'remark-cli', 'puppeteer-core',
];

describe('what a server installs', () => {
  const packages = (JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { dev?: boolean }> }).packages;
  const server = Object.keys(packages).filter((at) => at !== '' && !packages[at]!.dev);

  it('holds none of the tests\' and audits\' tools, at any depth', () => {
    for (const tool of TOOLS) {
      const at = `node_modules/${tool}`;
      expect(packages[at], `${tool} is in package-lock.json`).toBeDefined();
      expect(packages[at]!.dev, `${tool} is dev-only`).toBe(true);
    }
    expect(server.filter((at) => TOOLS.some((tool) => at.endsWith(`node_modules/${tool}`)))).toEqual([]);
  });
});
