/**
 * The operator's command, `npm run leads -- <command>` (built to dist/server/leads.js). It opens the
 * lead store as the server does (DATA_DIR, or DATABASE_URL), reads or changes it, and exits 0 when
 * done, 1 when it failed, 2 for bad usage (3: `mail` with no e-mail set up). Output for people on stdout; errors, one line, on stderr.
 * Each command is a file of commands/; what they share is command.ts.
 */
// First: ./.env fills the environment before any module reads a setting.
import { envFile } from '../process/env-file';
import { parseArgs } from 'node:util';
import { leadsConfig } from '../leads/config';
import { oneLine, table, UsageError, type Command, type Parsed } from './command';
import { backup } from './commands/backup';
import { check } from './commands/check';
import { copies } from './commands/copies';
import { deleteCommand } from './commands/delete';
import { digest } from './commands/digest';
import { exportCommand } from './commands/export';
import { list } from './commands/list';
import { mail } from './commands/mail';
import { migrateToPostgresCommand } from './commands/migrate-to-postgres';
import { purge } from './commands/purge';
import { report } from './commands/report';
import { restore } from './commands/restore';
import { retry } from './commands/retry';
import { show } from './commands/show';
import { status } from './commands/status';
// Each command loads what only it uses when it runs (await import): the digest (nodemailer, satori, resvg), the
// start's warnings (express) and the copy into PostgreSQL (pg) would otherwise load for every list or show.

/** In the order help lists them. */
const commands: Record<string, Command> = {
  list, show, export: exportCommand, report, digest, status, check, copies, mail, retry, delete: deleteCommand, purge, backup, restore, 'migrate-to-postgres': migrateToPostgresCommand,
};

const help = () =>
  [
    'Usage: npm run leads -- <command>',
    '',
    table([...Object.values(commands).map((c) => [`  ${c.usage}`, c.summary]), ['  help', 'this text']]),
    '',
    'It opens the store the server uses: SQLite in DATA_DIR (./data), or PostgreSQL at DATABASE_URL.',
    'Exit codes: 0 done, 1 failed (check: a problem found), 2 bad usage.',
  ].join('\n');

/** Runs one command; resolves to the exit code. */
async function main(argv: string[]): Promise<number> {
  const [name = 'help', ...rest] = argv;
  try {
    if (['help', '--help', '-h'].includes(name)) {
      process.stdout.write(`${help()}\n`);
      return 0;
    }
    // A .env it could not or would not read: the settings it holds are missing, so nothing is run without them.
    if (envFile.problem) throw new Error(envFile.problem);
    const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
    if (!command) throw new UsageError(`Unknown command '${oneLine(name)}'.`);
    const action = command.parse(parseArgsOf(command, rest));
    const result = await action(leadsConfig());
    const { text, exitCode } = typeof result === 'string' ? { text: result, exitCode: 0 } : result;
    if (text) process.stdout.write(`${text}\n`);
    return exitCode;
  } catch (error) {
    const usage = error instanceof UsageError;
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`leads: ${message}\n${usage ? "Run 'npm run leads -- help' for the commands.\n" : ''}`);
    return usage ? 2 : 1;
  }
}

function parseArgsOf(command: Command, args: string[]): Parsed {
  try {
    const parsed = parseArgs({ args, options: command.options ?? {}, allowPositionals: true, strict: true });
    const extra = parsed.positionals[command.positionals ?? 0];
    if (extra !== undefined) throw new UsageError(`Unexpected argument '${oneLine(extra)}'. Usage: ${command.usage}`);
    return parsed as Parsed;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    // Node's own message goes on to explain '--'; its first sentence is the news.
    throw new UsageError(`${(error as Error).message.split(/\.\s/)[0]!.replace(/\.?$/, '.')} Usage: ${command.usage}`, { cause: error });
  }
}

// `npm run leads -- list | head` closes stdout early: that is not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

process.exitCode = await main(process.argv.slice(2));
