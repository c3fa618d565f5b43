/**
 * Retention: leads are deleted LEADS_RETENTION_DAYS after they were received (730 by default), and
 * their sealed tax IDs after TAX_ID_RETENTION_DAYS (90), whatever the retention of the lead. The HMAC
 * of a tax ID goes once its ticket is too old to be sent again (a day): the key that makes it is on
 * the server, and nine digits are quickly tried.
 */
import type { Logger } from '../../process/logger';
import { TAX_ID_RETENTION_DAYS, type LeadsConfig } from '../config';
import { TICKET_MAX_AGE_MS } from '../intake/form-ticket';
import type { LeadStore } from './types';

const DAY_MS = 86_400_000;

/**
 * A day's visitor salt and hashes are deleted this long after it ends (UTC): a view counted at 23:59:59 reaches the
 * store with its process's next write (server/observe/page-views.ts). A hash written later than that is not
 * counted (its salt is gone).
 */
export const FORGET_AFTER_MS = 5 * 60_000;

/** The first day (YYYY-MM-DD, UTC) whose visitor salt and hashes are kept at `now`: those of the days before it go. */
export const visitorsKeptFrom = (now: Date) => new Date(now.getTime() - FORGET_AFTER_MS).toISOString().slice(0, 10);

/** What is older than these dates goes. */
export const retentionCutoffs = (config: Pick<LeadsConfig, 'retentionDays'>, now: Date) => ({
  leadsBefore: new Date(now.getTime() - config.retentionDays * DAY_MS),
  taxIdsBefore: new Date(now.getTime() - TAX_ID_RETENTION_DAYS * DAY_MS),
  taxIdHmacsBefore: new Date(now.getTime() - TICKET_MAX_AGE_MS),
});

export function purgeExpired(store: LeadStore, config: Pick<LeadsConfig, 'retentionDays'>, now = new Date()) {
  const { leadsBefore, taxIdsBefore, taxIdHmacsBefore } = retentionCutoffs(config, now);
  return store.purge(leadsBefore, taxIdsBefore, taxIdHmacsBefore);
}

/**
 * Purges now and then once a day, logging the counts only: zeros too on a server, where the line says the purge ran;
 * on the owner's computer (`sayNothingPurged: false`) nothing when nothing went. The timer is unref'd: it never
 * keeps a stopping process alive. Every worker runs it; a purge that finds nothing old changes nothing.
 * Returns a function that stops the schedule.
 */
export function schedulePurge(store: LeadStore, config: Pick<LeadsConfig, 'retentionDays'>, logger: Logger, { sayNothingPurged = true } = {}): () => void {
  const run = () =>
    purgeExpired(store, config).then(
      ({ wiped, ...counts }) => {
        if (sayNothingPurged || Object.values(counts).some((count) => count > 0)) logger.info({ purged: counts }, 'leads purged');
        if (!wiped && store.kind === 'sqlite') logger.warn('leads purge: another connection kept the WAL from being emptied; old copies of purged rows stay in leads.db-wal until the next purge');
      },
      (err: unknown) => logger.error({ err }, 'leads purge failed'),
    );
  // Visitor salts and hashes of days over, also when this start counts none (STATS=off): only the counts stay.
  const forget = () =>
    store.forgetVisitorsBefore(visitorsKeptFrom(new Date()))
      .catch((err: unknown) => logger.error({ err }, 'visitors: could not delete the salts and hashes of the days over'));
  void run().then(forget);
  const timer = setInterval(() => void run().then(forget), DAY_MS).unref();
  return () => clearInterval(timer);
}
