// Vitest globalSetup: one PostgreSQL server for the whole run, its URL given to tests as inject('postgresUrl').
import type { TestProject } from 'vitest/node';
import { startPostgres } from './support/postgres';

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
