/** Settings read from the environment, with the defaults a newcomer needs. */
export const config = {
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '0.0.0.0',
  siteUrl: process.env.SITE_URL ?? 'http://localhost:3000',
};

/** The address to print: a wildcard host is reached as localhost. */
export const displayUrl = (host: string, port: number) =>
  `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
