/**
 * deploy/leads (`sudo magnolia-site-leads`) without a server: the filter between the lead command and the
 * administrator's screen, and the refusal of a user other than root. test:systemd runs it on a real systemd, from
 * root's terminal, against a lead command the deploy user changed (tests/systemd/lead-command.ts).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const WRAPPER = 'deploy/leads';
/** Run as root (as CI is), the refusal is tried as nobody; the file is read by bash from stdin, whatever the checkout's modes. */
const NOBODY = 65534;
const isRoot = process.getuid?.() === 0;

/** `bytes` through the wrapper's printable (deploy/leads sourced), as its output would reach the screen. */
function printable(bytes: Buffer): string {
  const result = spawnSync('bash', ['-c', `source ${WRAPPER}\nprintable`], { input: bytes });
  if (result.status !== 0) throw new Error(result.stderr.toString());
  return result.stdout.toString();
}

describe('deploy/leads', () => {
  it('shows letters, tabs and lines as they are, and every character a terminal would not show as itself as ?', () => {
    expect(printable(Buffer.from('Magnolia Café\tJosé Núñez\n2 leads\n'))).toBe('Magnolia Café\tJosé Núñez\n2 leads\n');
    // A window retitled, a line erased, a carriage return that would write over the line, C1's CSI.
    expect(printable(Buffer.from('\x1b]2;owned\x07\x1b[2K\rok \u009b31m\n'))).toBe('?]2;owned??[2K?ok ?31m\n');
    // A byte that is no UTF-8, a zero-width space, a right-to-left override, a line separator, a byte order mark.
    expect(printable(Buffer.concat([Buffer.from([0xff]), Buffer.from('a\u200bb\u202ec\u2028d\ufeff\n')]))).toBe('?a?b?c?d?\n');
  });

  it('filters the same characters as the doctor, which is installed as a file of its own', () => {
    const program = (file: string) => /perl -pe '([^']+)'/.exec(readFileSync(file, 'utf8'))?.[1];
    expect(program(WRAPPER)).toBeDefined();
    expect(program(WRAPPER)).toBe(program('deploy/doctor'));
  });

  it('tells a user other than root to run it with sudo, exit 2, and runs nothing', () => {
    const result = spawnSync('bash', ['-s', 'status'], { input: readFileSync(WRAPPER), ...(isRoot ? { uid: NOBODY, gid: NOBODY } : {}) });
    expect(result.status).toBe(2);
    expect(result.stdout.toString()).toBe('');
    expect(result.stderr.toString()).toBe("magnolia-site-leads: run it with sudo (sudo magnolia-site-leads status): it runs the lead command as the site's user\n");
  });
});
