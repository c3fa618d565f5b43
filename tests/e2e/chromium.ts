import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The system Chromium: CHROMIUM_PATH if set, else the usual Debian paths. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? candidates.find((p) => existsSync(p));
  if (!path || !existsSync(path)) {
    throw new Error(
      'No Chromium found. Install Debian\'s package (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary. ' +
        'Playwright must not download its own browser here.',
    );
  }
  return path;
}
