/**
 * The weekly digest to the owner: its settings (DIGEST, DIGEST_EMAIL_TO), the message made from the
 * store's figures, and the schedule that sends it once a week across every worker and machine.
 *
 * Once: each serving process looks every minute; from Monday 08:00 in the business's time zone until
 * that day ends there, the first to claim the week in the lead store sends it (a lease, so a process
 * that dies while sending leaves it to another a few minutes later), and notes it sent. A restart or a
 * second machine finds it sent; a machine that was down at 08:00 sends it when it comes up that day.
 */
import { createTransport } from 'nodemailer';
import { businessTimeZone } from '../../../src/config/site';
import type { LeadsConfig } from '../../leads/config';
import { describeSmtpError, messageId, requiresTls } from '../../leads/delivery/email';
import type { LeadStore } from '../../leads/store/types';
import type { Logger } from '../../process/logger';
import { digestFigures } from './figures';
import type { StartWarning } from './needs';
import { drawPicture, pictureAlt } from './picture';
import { digestHtml, digestText, subjectOf } from './render';
import { dayOf, digestSchedule, localTime } from './week';

export type DigestConfig =
  | { send: true; email: NonNullable<LeadsConfig['email']>; to: string }
  | { send: false; reason: string };

/** DIGEST=off stops it; it goes to DIGEST_EMAIL_TO, else LEADS_EMAIL_TO, through the leads' SMTP settings. */
export function digestConfig(env: NodeJS.ProcessEnv, leads: Pick<LeadsConfig, 'email'>): DigestConfig {
  if (env.DIGEST === 'off') return { send: false, reason: 'off (DIGEST=off)' };
  if (!leads.email) return { send: false, reason: 'not sent: it needs SMTP_URL, LEADS_EMAIL_TO and LEADS_EMAIL_FROM' };
  return { send: true, email: leads.email, to: env.DIGEST_EMAIL_TO?.trim() || leads.email.to };
}

/**
 * Whether weekly digests are being sent, in the words of the start log's 'weekly digest …'
 * (server/startup-report.ts): the digest's footer says the same as the start with the same settings.
 */
export const digestStatus = (config: DigestConfig, now = new Date()) =>
  config.send ? `to ${config.to}, next ${nextDigestText(now)}` : config.reason;

/** 'Monday 2026-11-30 08:00 America/Chicago' */
export function nextDigestText(now: Date, timeZone = businessTimeZone) {
  const next = digestSchedule(now, timeZone).next;
  return `Monday ${localTime(next, timeZone).day} 08:00 ${timeZone}`;
}

type DigestStore = Parameters<typeof digestFigures>[0];

/**
 * The message of a week: subject, HTML (the picture by cid, or inline for a preview file), text, and
 * the picture. `sending`: digestStatus of the settings in force, for the footer.
 */
export async function makeDigest(store: DigestStore, week: string, monday: string, warnings: StartWarning[], sending: string, { inline = false, today = dayOf(new Date()) } = {}) {
  const figures = await digestFigures(store, week, monday, today);
  const started = performance.now();
  const png = await drawPicture(figures);
  const drawMs = performance.now() - started;
  const src = inline ? `data:image/png;base64,${png.toString('base64')}` : 'cid:chart@digest';
  return {
    figures, png, drawMs, subject: subjectOf(figures),
    html: digestHtml(figures, warnings, { src, alt: pictureAlt(figures) }, sending),
    text: digestText(figures, warnings, sending),
  };
}

/** Sends the week's digest now, through SMTP; rejects with a short technical message (no address, no password). */
export async function sendDigest(
  store: DigestStore, config: Extract<DigestConfig, { send: true }>, week: string, monday: string, warnings: StartWarning[],
  { sending = digestStatus(config), today = dayOf(new Date()) } = {},
) {
  const digest = await makeDigest(store, week, monday, warnings, sending, { today });
  const mailer = createTransport({
    url: config.email.smtpUrl, requireTLS: requiresTls(config.email), connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000,
  });
  try {
    await mailer.sendMail({
      from: config.email.from,
      to: config.to,
      // One per week: a mail system that sees it twice can drop the second.
      messageId: messageId(`digest-${week}`, config.email.from),
      subject: digest.subject,
      text: digest.text,
      html: digest.html,
      attachments: [{ filename: `visitors-and-leads-${week}.png`, content: digest.png, cid: 'chart@digest', contentType: 'image/png' }],
    });
  } catch (error) {
    throw new Error(describeSmtpError(error), { cause: error });
  } finally {
    mailer.close();
  }
  return digest;
}

/** How long a claim keeps other processes off a week's digest: longer than a send takes. */
export const DIGEST_LEASE_MS = 10 * 60_000;
export const DIGEST_CHECK_MS = 60_000;

/** Looks now and every `checkEveryMs`; sends the digest due, once across every process using the store. Returns a stop function. */
export function scheduleDigest({ store, config, logger, warnings, clock = () => new Date(), checkEveryMs = DIGEST_CHECK_MS, timeZone = businessTimeZone }: {
  store: DigestStore & Pick<LeadStore, 'claimDigest' | 'finishDigest'>;
  config: Extract<DigestConfig, { send: true }>;
  logger: Logger;
  /** What the start warned the owner of (server/startup-report.ts). */
  warnings: StartWarning[];
  clock?: () => Date;
  checkEveryMs?: number;
  timeZone?: string;
}): () => void {
  let busy = false;
  const look = async () => {
    const { due, next } = digestSchedule(clock(), timeZone);
    if (busy) return;
    // Each look says what it found (debug, LOG_LEVEL=debug): which process looked and why it sent nothing. The
    // tests wait for these answers rather than for time to pass.
    if (!due) {
      logger.debug({ pid: process.pid, next }, 'digest: none due at this look');
      return;
    }
    busy = true;
    try {
      if (!(await store.claimDigest(due.week, DIGEST_LEASE_MS))) {
        logger.debug({ pid: process.pid, week: due.week }, `digest: the weekly digest of ${due.week} is sent, or claimed by another process`);
        return;
      }
      try {
        const now = clock();
        const { drawMs } = await sendDigest(store, config, due.week, due.monday, warnings, { sending: digestStatus(config, now), today: dayOf(now) });
        await store.finishDigest(due.week, true);
        logger.info({ pid: process.pid, week: due.week, drawMs: Math.round(drawMs) }, `digest: the weekly digest of ${due.week} was sent; the next goes ${nextDigestText(clock(), timeZone)}`);
      } catch (error) {
        // Given back: this process or another tries again at its next look.
        await store.finishDigest(due.week, false).catch(() => {});
        throw error;
      }
    } catch (error) {
      logger.error({ week: due.week, err: { message: (error as Error).message } }, 'digest: the weekly digest could not be sent; tried again in a minute');
    } finally {
      busy = false;
    }
  };
  void look();
  const timer = setInterval(() => void look(), checkEveryMs).unref();
  return () => clearInterval(timer);
}
