/**
 * The owner's e-mail of a publish, sent by the site's user (deploy/systemd/magnolia-site-publish-mail.service, after
 * each look of the publish timer) with the live release's own build of this file, `node dist/server/publish-mail.js
 * OUTCOME-FILE`: the deploy user cannot read the mail settings, and root never reads what the deploy user wrote
 * (docs/decisions/050-a-push-goes-live-by-itself.md). It reads the outcome the publish wrote (./outcome.ts, every
 * field checked), and mails it once to LEADS_EMAIL_TO through the leads' SMTP settings, remembering the last one
 * it sent in DATA_DIR. Prints one line when it mails; nothing when there is nothing new. Exits 1 when the outcome
 * cannot be read or the mail cannot be sent (tried again after the next look), 0 otherwise.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { leadsConfig } from '../leads/config';
import { describeSmtpError, messageId, requiresTls } from '../leads/delivery/email';
import { MAILED_FILE, readOutcome } from './outcome';
import { harmless, outcomeMail } from './outcome-mail';

const say = (text: string) => void process.stdout.write(`${text}\n`);


async function main(file: string | undefined) {
  if (!file) throw new Error('usage: node dist/server/publish-mail.js OUTCOME-FILE');
  const outcome = readOutcome(file);
  if (!outcome) return;
  const config = leadsConfig();
  const mailed = join(config.dataDir, MAILED_FILE);
  const last = (() => {
    try {
      return readFileSync(mailed, 'utf8').trim();
    } catch {
      return undefined;
    }
  })();
  if (last === outcome.id) return;
  const remember = () => {
    writeFileSync(`${mailed}.tmp`, `${outcome.id}\n`, { mode: 0o600 });
    renameSync(`${mailed}.tmp`, mailed);
  };
  const what = `${outcome.kind} of ${outcome.commit.slice(0, 7)}`;
  if (!config.email) {
    remember();
    say(`the ${what} is not mailed: SMTP_URL, LEADS_EMAIL_TO and LEADS_EMAIL_FROM are not all set`);
    return;
  }
  const { subject, text } = outcomeMail(outcome, process.env.SITE_URL || 'http://localhost:3000');
  const mailer = createTransport({
    url: config.email.smtpUrl, requireTLS: requiresTls(config.email), connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000,
  });
  try {
    // One Message-ID per outcome: a mail system that is given it twice (a send whose end was not seen) can drop one.
    await mailer.sendMail({ from: config.email.from, to: config.email.to, messageId: messageId(`publish-${outcome.commit}-${Date.parse(outcome.finishedAt)}`, config.email.from), subject, text });
  } catch (error) {
    throw new Error(`the ${what} could not be mailed (${describeSmtpError(error)}): tried again after the next look`, { cause: error });
  } finally {
    mailer.close();
  }
  remember();
  say(`the ${what} mailed to ${config.email.to}`);
}

try {
  await main(process.argv[2]);
} catch (error) {
  // What it says may quote the deploy user's file: made harmless for the journal and a terminal.
  console.error(harmless((error as Error).message));
  process.exitCode = 1;
}
