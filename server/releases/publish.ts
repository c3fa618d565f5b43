/**
 * The publish timer's command (deploy/systemd/magnolia-site-publish.service), run by systemd as the deploy user in
 * its checkout every minute: `node --import tsx server/releases/publish.ts STATE-FOLDER`. One look (./follow.ts):
 * nothing to say when the branch has not moved; else the release command's lines as it runs, then one line of what
 * came of it. Exits 1 when git cannot fetch or move the checkout (the journal and `systemctl status` say why), 0
 * otherwise: a release that stopped is the owner's news, mailed, not the timer's failure.
 */
import { follow } from './follow';

const state = process.argv[2];
if (!state) {
  console.error('usage: node --import tsx server/releases/publish.ts STATE-FOLDER   (run in the checkout)');
  process.exit(2);
}
// systemd's stop: passed on to the release command, which ends its step and removes its folder (or finishes its switch).
const stop = new AbortController();
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop.abort());

const say = (text: string) => void process.stdout.write(`${text}\n`);

try {
  const looked = await follow({ checkout: process.cwd(), state, signal: stop.signal, echo: (chunk) => void process.stdout.write(chunk) });
  if (looked.did === 'busy') say(`${looked.commit.slice(0, 7)}: another release command is running; tried again at the next look`);
  else if (looked.did === 'interrupted') say(`${looked.commit.slice(0, 7)}: stopped by a signal; tried again at the next look`);
  else if (looked.did === 'published') {
    const { outcome } = looked;
    say(outcome.kind === 'live'
      ? `${outcome.commit.slice(0, 7)} is live as ${outcome.release}; the owner's e-mail is magnolia-site-publish-mail's to send`
      : `${outcome.commit.slice(0, 7)} stopped (${outcome.by === 'content' ? 'the content check' : 'the release'}); the site is as it was; not tried again until the branch moves`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
