/**
 * A push goes live by itself (docs/owner.md, docs/operations.md#publishing-on-push, ADR 050), on the server
 * test:systemd set up: called by tests/systemd/going-live.ts once the site is live, with releases on push as the
 * install command leaves them by default. Nothing is typed on the server: the owner commits in a clone of their own
 * and pushes. A text change in an article is served by itself, and the owner's mail says it is live, with a link to
 * the page; a broken article (a link to no page) leaves the site as it was, and the mail names its file and line as
 * the content check does. The times from the push to the page served and to each mail are the figures reported.
 */
import { CHECKOUT, SETTINGS } from '../support/doc-blocks';
import type { Booted } from './container';
import type { Received, Step } from './doctor';
import { send } from './load';

/** A commit as the owner makes one, in a clone of their own, pushed to the repository: `change` runs in the clone. */
export type Commit = (server: Booted, change: string, subject: string) => Promise<unknown>;

/** Waits up to `seconds` for `check` to return a value; says what was awaited when the time is up. */
async function within<T>(seconds: number, what: string, check: () => Promise<T | undefined>): Promise<T> {
  for (const since = Date.now(); Date.now() - since < seconds * 1000; await new Promise((resolve) => setTimeout(resolve, 1000))) {
    const found = await check().catch(() => undefined);
    if (found !== undefined) return found;
  }
  throw new Error(`${what}: not within ${seconds} s`);
}

/** The release /readyz names. */
async function liveRelease(port: number) {
  const answer = await send(port, 'GET', '/readyz', '127.0.0.1');
  return 'status' in answer && answer.status === 200 ? (JSON.parse(answer.body) as { release: string }).release : undefined;
}

/** A mail's text as one line per line: its headers unfolded, the body's quoted-printable soft breaks joined. */
function unfolded(text: string) {
  const [head = '', ...body] = text.replace(/\r\n/g, '\n').split('\n\n');
  return `${head.replace(/\n(?=[ \t])/g, '')}\n\n${body.join('\n\n').replace(/=\n/g, '')}`;
}

export async function publishChecks(server: Booted, { port, step, commit, received }: { port: number; step: Step; commit: Commit; received: Received[] }) {
  const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
  const figures: string[] = [];
  const siteUrl = (await server.sh(`sed -n 's/^SITE_URL=//p' ${SETTINGS} | tail -1`)).stdout.trim();
  const article = (await server.sh(`cd ${CHECKOUT} && ls src/content/articles/*.md | head -1`)).stdout.trim();
  const page = `/articles/${article.replace(/^.*\//, '').replace(/\.md$/, '')}`;
  const mailsFor = (subject: string) => received.filter((mail) => unfolded(mail.text).includes(`Subject: ${subject}`));

  await step('a push goes live by itself: the edited page served, the owner mailed "Live" with its link, nothing typed on the server', async () => {
    const line = `Published by a push, run ${Date.now()}.`;
    const subject = `An article edited and pushed ${Date.now()}`;
    const pushed = Date.now();
    await commit(server, `printf "\\n%s\\n" "${line}" >> ${article}`, subject);
    await within(600, `${page} showing the pushed line`, async () => {
      const answer = await send(port, 'GET', page, '127.0.0.1');
      return 'status' in answer && answer.body.includes(line) ? true : undefined;
    });
    figures.push(`a push served ${seconds(pushed)} s after it was pushed`);
    const [mail] = await within(600, `the owner's mail "Live: ${subject}"`, async () => {
      const found = mailsFor(`Live: ${subject}`);
      return found.length ? found : undefined;
    });
    figures.push(`its "Live" mail arrived ${seconds(pushed)} s after the push`);
    if (!unfolded(mail!.text).includes(`${siteUrl}${page}`)) throw new Error(`the "Live" mail does not link ${siteUrl}${page}:\n${mail!.text}`);
    if (!mail!.to.includes('owner@example.com')) throw new Error(`the mail went to ${mail!.to.join(', ')}`);
  });

  await step('a pushed broken article leaves the site as it was; the owner mailed "Stopped" naming its file and line', async () => {
    const live = await liveRelease(port);
    const subject = `A link to no page, pushed ${Date.now()}`;
    const pushed = Date.now();
    await commit(server, `printf "\\nSee [an old page](/no-such-page-pushed).\\n" >> ${article}`, subject);
    const [mail] = await within(600, `the owner's mail "Stopped, the site is as it was: ${subject}"`, async () => {
      const found = mailsFor(`Stopped, the site is as it was: ${subject}`);
      return found.length ? found : undefined;
    });
    figures.push(`a broken push's "Stopped" mail arrived ${seconds(pushed)} s after the push`);
    const text = unfolded(mail!.text);
    const named = new RegExp(`${article.replaceAll('.', '\\.')}:\\d+: `);
    if (!named.test(text) || !text.includes('the site is as it was')) throw new Error(`the "Stopped" mail does not name ${article}:LINE:\n${mail!.text}`);
    if ((await liveRelease(port)) !== live) throw new Error(`the live release changed from ${live} after a broken push`);
    // The owner takes it back; that push goes live by itself too.
    const reverted = `Revert the link to no page ${Date.now()}`;
    await commit(server, 'git revert --no-commit HEAD', reverted);
    await within(600, `the owner's mail "Live: ${reverted}"`, async () => (mailsFor(`Live: ${reverted}`).length ? true : undefined));
  });
  return figures;
}
