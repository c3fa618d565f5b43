/**
 * Which start listens on the socket systemd passed (sd_listen_fds: LISTEN_PID, LISTEN_FDS), and which release
 * a start names (release.json two folders above the bundle): the reading both rest on, at the edges.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { passedSockets } from '../../server/passed-socket';
import { readRelease, releaseText } from '../../server/release';

describe('passedSockets', () => {
  const me = { pid: 4242, ppid: 17 };
  it('counts the sockets passed to this process, or to a worker\'s primary', () => {
    expect(passedSockets({ LISTEN_PID: '4242', LISTEN_FDS: '1' }, me, false)).toBe(1);
    expect(passedSockets({ LISTEN_PID: '17', LISTEN_FDS: '1' }, me, true)).toBe(1);
    expect(passedSockets({ LISTEN_PID: '4242', LISTEN_FDS: '2' }, me, false)).toBe(2);
  });
  it('sees none meant for another process, none passed, or a setting that is no number', () => {
    expect(passedSockets({ LISTEN_PID: '17', LISTEN_FDS: '1' }, me, false)).toBe(0); // our parent's, inherited
    expect(passedSockets({ LISTEN_PID: '4242', LISTEN_FDS: '1' }, me, true)).toBe(0); // a worker is never the one named
    expect(passedSockets({}, me, false)).toBe(0);
    expect(passedSockets({ LISTEN_FDS: '1' }, me, false)).toBe(0);
    expect(passedSockets({ LISTEN_PID: '4242', LISTEN_FDS: '0' }, me, false)).toBe(0);
    expect(passedSockets({ LISTEN_PID: '4242x', LISTEN_FDS: 'one' }, me, false)).toBe(0);
  });
});

describe('readRelease', () => {
  /** A release folder with dist/server in it, and `json` as its release.json (none when undefined). */
  function layout(json?: string) {
    const dir = join(mkdtempSync(join(tmpdir(), 'mcp-release-')), '20261127-093000-abc1234');
    mkdirSync(join(dir, 'dist/server'), { recursive: true });
    if (json !== undefined) writeFileSync(join(dir, 'release.json'), json);
    return { dir, bundle: join(dir, 'dist/server') };
  }
  const commit = 'abc1234'.padEnd(40, '0');

  it('names the release whose dist/server holds the bundle', () => {
    const { dir, bundle } = layout(JSON.stringify({ name: '20261127-093000-abc1234', commit, subject: 'x', committedAt: 'y', builtAt: 'z' }));
    const { release, problem } = readRelease(bundle);
    expect(problem).toBeUndefined();
    expect(release).toEqual({ name: '20261127-093000-abc1234', commit, dir });
    expect(releaseText(release)).toBe('release 20261127-093000-abc1234 (commit abc1234)');
  });
  it('is no release without release.json, silently', () => {
    expect(readRelease(layout().bundle)).toEqual({});
    expect(releaseText(undefined)).toBe('no release');
  });
  it('says what is wrong with a release.json it cannot use, and names no release', () => {
    for (const json of ['{', '{}', JSON.stringify({ name: '../../etc', commit }), JSON.stringify({ name: '20261127-093000-abc1234', commit: 'abc1234' })]) {
      const { release, problem } = readRelease(layout(json).bundle);
      expect(release, json).toBeUndefined();
      expect(problem, json).toMatch(/release\.json does not name a release .*: the release is not named$/);
    }
  });
});
