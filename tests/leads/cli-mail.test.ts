/**
 * `npm run leads -- mail`: the SMTP server of SMTP_URL reached and logged in to as a delivery would, which
 * the doctor (deploy/doctor) prints as its mail line. A real SMTP server on loopback (smtp-server) that
 * accepts one user and password; a closed port; no e-mail set up. The password is never printed.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it, onTestFinished } from 'vitest';
import { leads } from '../support/leads-command';

const PASSWORD = 's3cret-pa55';

/** An SMTP server that offers AUTH over plain text and accepts user `leads` with PASSWORD alone. */
async function mailServer() {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth({ username, password }, _session, callback) {
      if (username === 'leads' && password === PASSWORD) callback(null, { user: username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(resolve)));
  return (server.server.address() as AddressInfo).port;
}

/** A port nothing listens on: one the system gave and took back. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const email = (smtpUrl: string) => ({ SMTP_URL: smtpUrl, LEADS_EMAIL_TO: 'owner@magnolia.test', LEADS_EMAIL_FROM: 'leads@magnolia.test' });
const dataDir = () => mkdtempSync(join(tmpdir(), 'leads-mail-'));

describe('npm run leads -- mail', { timeout: 60_000 }, () => {
  it('says the server answered and accepted the login (exit 0), refused it (exit 1), or did not answer (exit 1); never the password', async () => {
    const port = await mailServer();
    const down = await closedPort();
    const [accepted, refused, silent] = await Promise.all([
      leads(dataDir(), ['mail'], email(`smtp://leads:${PASSWORD}@127.0.0.1:${port}`)),
      leads(dataDir(), ['mail'], email(`smtp://leads:wrong-${PASSWORD}@127.0.0.1:${port}`)),
      leads(dataDir(), ['mail'], email(`smtp://leads:${PASSWORD}@127.0.0.1:${down}`)),
    ]);
    expect(accepted).toEqual({ code: 0, stdout: `e-mail: 127.0.0.1:${port} answered and accepted the login\n`, stderr: '' });
    expect(refused).toEqual({ code: 1, stdout: `e-mail: 127.0.0.1:${port} refused the login (SMTP 535 after AUTH)\n`, stderr: '' });
    expect(silent.code).toBe(1);
    expect(silent.stdout).toMatch(new RegExp(`^e-mail: 127\\.0\\.0\\.1:${down} did not answer \\(.+\\)\\n$`));
    for (const run of [accepted, refused, silent]) expect(run.stdout + run.stderr).not.toContain(PASSWORD);
  });

  it('with no user in SMTP_URL: answered, and says no login was tried (not that one was accepted)', async () => {
    const port = await mailServer();
    const run = await leads(dataDir(), ['mail'], email(`smtp://127.0.0.1:${port}`));
    expect(run).toEqual({ code: 0, stdout: `e-mail: 127.0.0.1:${port} answered (no login: SMTP_URL names no user)\n`, stderr: '' });
  });

  it('with no e-mail set up: says so, exit 3 (neither well nor failed)', async () => {
    const run = await leads(dataDir(), ['mail']);
    expect(run).toEqual({ code: 3, stdout: 'No e-mail destination: SMTP_URL, LEADS_EMAIL_TO and LEADS_EMAIL_FROM are not all set.\n', stderr: '' });
  });
});
