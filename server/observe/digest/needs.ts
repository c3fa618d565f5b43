/**
 * What needs the owner, in the owner's words: what is wrong, what it means for the business, and who
 * can fix it; then, in a quieter line, the settings and files for that person (the start log's own
 * sentence, server/startup-report.ts). From the warnings of the last start, deliveries that died or
 * reach no one, and forms whose page had visitors but brought no lead for 14 days.
 */
import type { DigestFigures } from './figures';
import { FORM_NAMES } from './figures';

/** A warning as the start gives it: its check and its sentence for the operator. */
export interface StartWarning {
  check: string;
  message: string;
}

export interface Need {
  /** What is wrong and what it means for the business, for the owner. */
  what: string;
  /** Who can fix it. */
  who: string;
  /** The technical detail for that person: settings, files, errors. */
  detail?: string;
}

const ADMIN = "your site's administrator";

/** Each start warning in the owner's words, by its check; a check not named here keeps its own sentence. */
const OWNER_WORDS: Record<string, Omit<Need, 'detail'>> = {
  destinations: { what: 'Leads are kept on the server but reach nobody: no e-mail address or other system is set to receive them.', who: `${ADMIN} sets where they go; every lead kept is then sent` },
  'site-url': { what: "Search engines and shared links are given a test address (localhost) for your pages, not your site's.", who: `${ADMIN} sets the site's address` },
  'private-key': { what: "The key that opens your applicants' tax IDs is on the web server: anyone who broke into it could read them.", who: `${ADMIN} moves it to a computer of yours` },
  examples: { what: 'The site still shows sample details that are not your business\'s (phone numbers, social links or the video): visitors may call or follow them.', who: 'whoever keeps the site\'s facts replaces them and builds the site again' },
  'trust-proxy': { what: "Anyone can pose as many visitors and get past the limit on how often a form may be sent.", who: `${ADMIN} closes the site's port to all but its proxy` },
  'metrics-host': { what: 'Anyone on the internet can read the site\'s counters, among them how many leads come in.', who: `${ADMIN} closes the counters to other machines` },
};

export function ownerNeeds(figures: DigestFigures, warnings: StartWarning[]): Need[] {
  const fromStart = warnings.map(({ check, message }): Need => {
    const words = OWNER_WORDS[check];
    return words ? { ...words, detail: message } : { what: message, who: ADMIN };
  });
  const { counts, backlog } = figures.delivery;
  const failing = backlog.destinations.filter((d) => d.dead > 0);
  const delivery: Need[] = failing.length === 0 ? [] : [{
    what: `${counts.dead} ${counts.dead === 1 ? 'lead was' : 'leads were'} never delivered: sending gave up after three days of errors. They are kept; read them with the lead command, or have them sent again.`,
    who: `${ADMIN} fixes the destination, then runs the lead command's retry`,
    detail: failing.map((d) => `${d.destination}: ${d.dead} dead, ${d.waiting} waiting; last error: ${d.lastError ?? 'none'}`).join('; '),
  }];
  const silent = figures.silentForms.map(({ page, form, visitors }): Need => ({
    what: `The ${FORM_NAMES[form]} form (${page}) had ${visitors} visitors in the last 14 days and brought no lead.`,
    who: 'you: try sending the form yourself, and check that its e-mail arrives',
  }));
  // The start's warning says the same when no destination is set.
  return [...fromStart, ...(warnings.some((w) => w.check === 'destinations') ? [] : delivery), ...silent];
}
