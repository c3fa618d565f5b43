/**
 * A serving process's dispatcher, alone in a child process, for tests that need two processes or
 * one to kill. Settings from the environment as the server reads them, the store at LEADS_DB.
 * Each line on stdin is a nudge, answered with 'idle' once its pass is over; logs go to stdout as
 * JSON lines (debug level, so each delivery shows).
 */
import { createInterface } from 'node:readline';
import { pino } from 'pino';
import { leadsConfig } from '../../server/leads/config';
import { startDispatcher } from '../../server/leads/delivery/dispatcher';
import { openSqliteStore } from '../../server/leads/store/sqlite-store';

const store = openSqliteStore(process.env.LEADS_DB!);
const logger = pino({ level: 'debug', base: undefined });
const dispatcher = startDispatcher({ store, config: leadsConfig(process.env), logger });
logger.info('ready');
for await (const _line of createInterface({ input: process.stdin })) {
  await dispatcher.nudge();
  logger.info('idle');
}
await dispatcher.stop(5_000);
await store.close();
