/**
 * The tests' PostgreSQL: one throwaway server per test run (tests/postgres-setup.ts starts it with
 * scripts/postgres-server.ts); each test file makes its own databases on it.
 */
import pg from 'pg';

export { startPostgres } from '../../scripts/postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test server's `postgres` database: make your own with createDatabase(). */
    postgresUrl: string;
  }
}

/** A new, empty database on the server at `serverUrl`; returns its URL. */
export async function createDatabase(serverUrl: string) {
  const name = `test_${crypto.randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client(serverUrl);
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
