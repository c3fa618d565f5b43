/**
 * Reads `./.env` when there is one (Node's own parser), before any setting is read: the server and the
 * operator's command import this module first, as ES modules run in import order. A variable already in
 * the environment wins, so a supervisor's or a shell's setting overrides the file. `.env.example` lists them all.
 */
try {
  process.loadEnvFile('.env');
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
}
