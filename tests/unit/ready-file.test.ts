/**
 * The server says it serves by writing its process id to `ready` in the folder systemd gives the unit
 * (RUNTIME_DIRECTORY), which the unit's ExecStartPost= waits for (docs/decisions/041-switching-without-a-wait.md).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sayReady } from '../../server/process/ready-file';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('sayReady', () => {
  it('writes the process id, one line, whole (no partial file left beside it)', () => {
    dir = mkdtempSync(join(tmpdir(), 'mcp-ready-'));
    expect(sayReady(dir, 4242)).toBeUndefined();
    expect(readFileSync(join(dir, 'ready'), 'utf8')).toBe('4242\n');
    expect(readdirSync(dir)).toEqual(['ready']);
  });

  it('does nothing outside systemd (no RUNTIME_DIRECTORY)', () => {
    dir = mkdtempSync(join(tmpdir(), 'mcp-ready-'));
    expect(sayReady(undefined)).toBeUndefined();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('says why when it cannot write, rather than throwing', () => {
    dir = mkdtempSync(join(tmpdir(), 'mcp-ready-'));
    const gone = join(dir, 'no-such-folder');
    expect(sayReady(gone, 1)).toBe(`could not write ${join(gone, 'ready')} (ENOENT): systemd will not see the site start`);
  });
});
