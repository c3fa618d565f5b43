/** `purge`: deletes what is past its retention. */
import { TAX_ID_RETENTION_DAYS } from '../../leads/config';
import { purgeExpired, retentionCutoffs } from '../../leads/store/purge';
import { leftBehind, utc, withStore, type Command } from '../command';
import { plural } from '../../text';

export const purge: Command = {
  usage: 'purge',
  summary: `deletes leads and page views past LEADS_RETENTION_DAYS, tax IDs past ${TAX_ID_RETENTION_DAYS} days`,
  parse: () => (config) =>
    withStore(config, async (store) => {
      const now = new Date();
      const { leadsBefore, taxIdsBefore } = retentionCutoffs(config, now);
      const { leads, taxIds, pageViewDays, wiped } = await purgeExpired(store, config, now);
      return leftBehind(store, wiped, 'purge', [
        `Deleted ${plural(leads, 'lead')} received before ${utc(leadsBefore)} (${config.retentionDays} days).`,
        `Dropped ${plural(taxIds, 'sealed tax ID')} received before ${utc(taxIdsBefore)} (${TAX_ID_RETENTION_DAYS} days).`,
        `Deleted the page views of ${plural(pageViewDays, 'day')} before ${leadsBefore.toISOString().slice(0, 10)}.`,
      ].join('\n'));
    }),
};
