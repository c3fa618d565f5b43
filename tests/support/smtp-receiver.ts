/**
 * A real SMTP server on loopback (the smtp-server package) that keeps every message it accepts,
 * and can refuse recipients or messages with a reply code, as a mail server of the business might.
 */
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  raw: string;
  envelope: { from: string; to: string[] };
  /** Header names in lower case, folded lines joined. */
  headers: Map<string, string>;
  /** The body, quoted-printable or base64 decoded. */
  text: string;
}

/** Refuse at RCPT TO or after DATA with this reply code, or accept (undefined). */
export type Refusal = { at: 'RCPT' | 'DATA'; code: number } | undefined;

function parse(raw: string, envelope: ReceivedMail['envelope']): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map(
    head.split('\r\n').map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()] as const),
  );
  const body = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { raw, envelope, headers, text: text.replace(/\r\n/g, '\n') };
}

const refusal = (code: number) => Object.assign(new Error('Refused by the test server'), { responseCode: code });

/**
 * On 127.0.0.1, or on every interface (`'0.0.0.0'`) to be reached at an address other than loopback
 * (see otherThanLoopback); its `url` names the host to reach it at. `refuseLogin`: it offers AUTH
 * (over plain text) and answers every login 535, as for a wrong password.
 */
export async function startSmtpReceiver({ listen = '127.0.0.1', host = listen, refuseLogin = false }: { listen?: string; host?: string; refuseLogin?: boolean } = {}) {
  const mails: ReceivedMail[] = [];
  const state = { refuse: undefined as Refusal, rcptCommands: 0, dataDelayMs: 0, logins: 0 };
  const server = new SMTPServer({
    authOptional: !refuseLogin,
    disabledCommands: refuseLogin ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: refuseLogin,
    onAuth(_auth, _session, callback) {
      state.logins += 1;
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    logger: false,
    onRcptTo(_address, _session, callback) {
      state.rcptCommands += 1;
      callback(state.refuse?.at === 'RCPT' ? refusal(state.refuse.code) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          if (state.refuse?.at === 'DATA') return callback(refusal(state.refuse.code));
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          mails.push(parse(Buffer.concat(chunks).toString('utf8'), { from, to: session.envelope.rcptTo.map((r) => r.address) }));
          callback(null);
        }, state.dataDelayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, listen, resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${host}:${port}`,
    mails,
    state,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** This machine's first IPv4 address other than loopback: a host the site treats as across a network. */
export function otherThanLoopback(): string {
  const address = Object.values(networkInterfaces()).flat().find((a) => a?.family === 'IPv4' && !a.internal)?.address;
  if (!address) throw new Error('This test needs a network interface other than loopback (an IPv4 address).');
  return address;
}
