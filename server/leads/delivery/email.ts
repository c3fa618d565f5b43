/**
 * Leads by e-mail: one plain-text message per lead through the business's SMTP server. From our
 * own address (a visitor's address in From fails SPF/DKIM and is swallowed), the visitor in
 * Reply-To, and the outbox id in the Message-ID so a mail system can drop a repeated delivery.
 */
import { createTransport } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { NodemailerError } from 'nodemailer/lib/errors';
import { isLoopbackHost, type LeadsConfig } from '../config';
import { describeSource } from '../intake/lead-source';
import { leadForms as forms } from '../forms';
import type { Transport } from './transport';
import type { ClaimedDelivery } from '../store/types';

/** The one mailbox in an address field, or undefined when it holds none or several. */
function mailbox(text: string) {
  const found = addressparser(text, { flatten: true });
  return found.length === 1 && found[0]?.address?.includes('@') ? found[0].address : undefined;
}

/** `<outbox-id@domain-of-from>`: unique, stable across attempts, and in a domain we own. */
export function messageId(deliveryId: string, from: string) {
  const domain = mailbox(from)?.split('@').pop() ?? 'localhost';
  return `<${deliveryId}@${domain}>`;
}

/**
 * One line of a header: typed text may hold line breaks and runs of spaces, and invisible controls
 * (C0 and C1 codes, bidi overrides such as U+202E, zero-width characters) that could disguise it.
 */
const oneLine = (text: string | undefined, max = 80) =>
  (text ?? '').replace(/[\p{Cc}\p{Cf}]/gu, (c) => (/\s/.test(c) ? ' ' : '')).replace(/\s+/g, ' ').trim().slice(0, max);

/** Every line break a visitor's text may hold (CRLF, CR, LF, Unicode's line and paragraph separators) as LF. */
const lines = (text: string) => text.replace(/\r\n?|[\u2028\u2029]/g, '\n');

export function subjectOf({ kind, fields }: ClaimedDelivery['lead']) {
  const [who, also] = kind === 'contact' ? [fields.name, fields.business] : [fields.businessName, fields.ownerName];
  return `${forms[kind].title}: ${oneLine(who)}${oneLine(also) ? ` (${oneLine(also)})` : ''}`;
}

/**
 * Where the visitor came from, then each field of the form under its label, in the form's order; a
 * choice by its label; the tax ID as stored (masked).
 */
export function bodyOf({ id, kind, receivedAt, fields, source }: ClaimedDelivery['lead']) {
  const { title, form } = forms[kind];
  // ICU puts a narrow no-break space before AM/PM; plain text reads better with a plain one.
  const received = receivedAt
    .toLocaleString('en-US', { timeZone: 'America/Chicago', dateStyle: 'full', timeStyle: 'short' })
    .replace(/\u202f/g, ' ');
  const body = [
    `${title} from the website form "${form.heading}".`, `Received: ${received} (Central time)`, `Came from: ${oneLine(describeSource(source), 400)}`, `Lead: ${id}`,
  ];
  for (const group of form.groups) {
    body.push('', group.legend);
    for (const field of group.fields) {
      const value = lines(fields[field.name] ?? '');
      const shown = field.options?.find((o) => o.value === value)?.label ?? value;
      // A message of several lines starts under its label, indented like the rest (its breaks made LF first: ^ also matches after a CR).
      body.push(shown.includes('\n') ? `  ${field.label}:\n${shown.replace(/^/gm, '    ')}` : `  ${field.label}: ${shown}`.trimEnd());
    }
  }
  if (mailbox(fields.email ?? '')) body.push('', 'Reply to this e-mail to answer the visitor.');
  return `${body.join('\n')}\n`;
}

/** A short technical account of a failure: SMTP reply codes and error codes, never what was sent. */
export function describeSmtpError(error: unknown) {
  const { code, responseCode, command, message } = (error ?? {}) as NodemailerError;
  // The command may carry an address ("RCPT TO:<…>"): its verb says enough.
  if (responseCode) return `SMTP ${responseCode} after ${(command ?? '').split(/[\s:]/)[0] || 'a command'}`;
  return `SMTP ${code ?? 'error'}: ${oneLine(message, 160)}`;
}

/**
 * Whether the message must go encrypted: smtp:// to a host other than loopback must upgrade with
 * STARTTLS (or fail) unless the operator turned that off (SMTP_REQUIRE_TLS=false). smtps:// is
 * encrypted from the start; a relay on loopback never crosses the network.
 */
export function requiresTls(settings: Pick<NonNullable<LeadsConfig['email']>, 'smtpUrl' | 'requireTLS'>) {
  if (settings.requireTLS === false) return false;
  try {
    const url = new URL(settings.smtpUrl);
    return url.protocol === 'smtp:' && !isLoopbackHost(url.hostname);
  } catch {
    // Not a URL this parser reads: nodemailer may, and the message still goes encrypted or not at all.
    return true;
  }
}

export function emailTransport(settings: NonNullable<LeadsConfig['email']>): Transport & { verify(): Promise<void> } {
  // nodemailer's timeouts are idle timeouts; the dispatcher's signal bounds a whole delivery.
  const mailer = createTransport({
    url: settings.smtpUrl, requireTLS: requiresTls(settings), connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000,
  });
  return {
    async send({ id, lead }, signal) {
      try {
        await mailer.sendMail({
          from: settings.from,
          to: settings.to,
          replyTo: mailbox(lead.fields.email ?? ''),
          messageId: messageId(id, settings.from),
          subject: subjectOf(lead),
          text: bodyOf(lead),
          signal,
        });
      } catch (error) {
        throw new Error(describeSmtpError(error), { cause: error });
      }
    },
    /** Connects and logs in as a delivery would, sending nothing (the start-up check); rejects with nodemailer's error. */
    verify: async () => {
      await mailer.verify();
    },
    close: () => mailer.close(),
  };
}
