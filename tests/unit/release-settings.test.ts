/**
 * Which settings a release links as its .env (server/releases/settings.ts): root's file when the server has one,
 * never the deploy user's checkout's then; the checkout's own .env only where there is no root's file (a
 * developer's machine).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTINGS_FILE, settingsOf } from '../../server/releases/settings';

describe('the settings a release links', () => {
  const base = mkdtempSync(join(tmpdir(), 'release-settings-'));
  const etc = mkdtempSync(join(tmpdir(), 'release-settings-etc-'));
  const rootFile = join(etc, 'site.env');

  it('is root\'s file, named by its absolute path, even when the checkout holds a .env', () => {
    writeFileSync(join(base, '.env'), 'SITE_URL=https://planted.example\n');
    writeFileSync(rootFile, 'SITE_URL=https://www.example.com\n');
    expect(settingsOf(base, rootFile)).toEqual({ file: rootFile, link: rootFile });
  });

  it('is the checkout\'s .env only where there is no root\'s file, and none without either', () => {
    const missing = join(etc, 'none.env');
    expect(settingsOf(base, missing)).toEqual({ file: join(base, '.env') });
    expect(settingsOf(mkdtempSync(join(tmpdir(), 'release-settings-empty-')), missing)).toBeUndefined();
  });

  it('is the file the units name in EnvironmentFile=', () => {
    expect(SETTINGS_FILE).toBe('/etc/magnolia-site/site.env');
  });
});
