/**
 * .env.example names every variable the server and the operator's command read (server/ and src/), so it
 * stays complete as settings are added; copied to .env as it is, it changes nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';

const example = readFileSync('.env.example', 'utf8');

const NAME = '[A-Z][A-Z0-9_]*';
/** process.env.NAME, env.NAME, env?.NAME, env['NAME'], and a list of names read together from env (`both([...], env, …)`). */
const READS = [
  new RegExp(`\\benv\\??\\.(${NAME})\\b`, 'g'),
  new RegExp(`\\benv\\[\\s*['"\`](${NAME})['"\`]\\s*\\]`, 'g'),
  new RegExp(`\\[((?:\\s*'${NAME}'\\s*,?)+)\\]\\s*,\\s*env\\b`, 'g'),
];

function variablesRead() {
  const names = new Set<string>();
  for (const dir of ['server', 'src']) {
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file)) continue;
      const code = readFileSync(join(dir, file), 'utf8');
      for (const pattern of READS) {
        for (const match of code.matchAll(pattern)) for (const name of match[1]!.match(new RegExp(NAME, 'g'))!) names.add(name);
      }
    }
  }
  return [...names].sort();
}

/**
 * Set by systemd for each start, never by the operator (socket activation's sd_listen_fds protocol: the
 * process's pid and the number of sockets passed, server/process/passed-socket.ts; the unit's RuntimeDirectory=,
 * where the server says it is ready, server/process/ready-file.ts): no .env can hold them.
 */
const SET_BY_SYSTEMD = ['LISTEN_FDS', 'LISTEN_PID', 'RUNTIME_DIRECTORY'];

/** Not a setting: the release check starts the new release's server with the command's own PATH (server/releases/check.ts). */
const PASSED_ON = ['PATH'];

describe('.env.example', () => {
  const documented = [...example.matchAll(new RegExp(`^# (${NAME})=`, 'gm'))].map((m) => m[1]!);

  it('names every variable the code reads from the environment', () => {
    const read = variablesRead();
    // Each way of reading is seen: process.env.NAME, env.NAME, and names read together.
    expect(read).toEqual(expect.arrayContaining(['LOG_LEVEL', 'PORT', 'DATA_DIR', 'SMTP_URL', 'LEADS_EMAIL_FROM', 'LEADS_WEBHOOK_SECRET']));
    expect(read).toEqual(expect.arrayContaining(SET_BY_SYSTEMD));
    expect(read.filter((name) => !documented.includes(name) && ![...SET_BY_SYSTEMD, ...PASSED_ON].includes(name))).toEqual([]);
  });

  it('names each once, as a commented line with its default, so a copy sets nothing until edited', () => {
    expect(documented.length).toBeGreaterThan(20);
    expect(new Set(documented).size).toBe(documented.length);
    expect(parseEnv(example)).toEqual({});
  });
});
