/**
 * What the two forms say beyond their fields: the notice under each form (what is kept, how long,
 * whom to ask to be forgotten) and the answers when a submission cannot be taken.
 */
import { mailHref, site } from '../config/site';

const phone = site.phones.local.display;

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const count = (n: number, unit: string) => `${WORDS[n] ?? n} ${unit}${n === 1 ? '' : 's'}`;

/** A retention period as people say it: 730 → 'two years', 90 → '90 days'. */
export const period = (days: number) => (days % 365 === 0 ? count(days / 365, 'year') : `${days} days`);

/**
 * The notice under a form, from the configured retention (LEADS_RETENTION_DAYS) and, for a form
 * with a tax ID, how long its encrypted copy is kept. It says where the visitor came from is noted
 * too (server/leads/intake/lead-source.ts), and that no cookie does it.
 */
export function leadNotice({ retentionDays, taxIdDays }: { retentionDays: number; taxIdDays?: number }): string[] {
  return [
    `What you send here is stored so our team can answer you, and deleted after ${period(retentionDays)}.`,
    'We also note how you found this form: the page of ours you came from, or the site and campaign that sent you here. No cookie is used.',
    ...(taxIdDays === undefined
      ? []
      : [`The tax ID is encrypted before it is stored; only its last four digits are shown, and the encrypted copy is deleted after ${period(taxIdDays)}.`]),
    `To have your details deleted sooner, write to [${site.email}](${mailHref}).`,
  ];
}

/** Why a submission was not taken, each with the phone number as the other way to reach us. */
export const formProblems = {
  /** The lead could not be stored (disk, database): nothing was sent. */
  unavailable: `Sorry, your form could not be sent just now, so nothing has reached us yet. Please try again in a few minutes, or call us at ${phone}.`,
  /** Too many submissions from one address in a short time. */
  tooMany: `This form has been sent many times from your connection in the last few minutes. Please wait a while before sending it again, or call us at ${phone}.`,
  /** Posted from another site. */
  crossSite: `This form can only be sent from our own website. Please open the page again and send it from there, or call us at ${phone}.`,
  /** Fields the page's form would have refused (a changed or automated form). */
  invalid: `This form was not filled in the way the page asks. Please open the page again and send it from there, or call us at ${phone}.`,
};
