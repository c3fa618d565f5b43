/**
 * A backup put back as docs/operations.md says (its `sqlite-restore` block, the lead command's `restore` through
 * `sudo magnolia-site-leads`), on the server test:systemd set up: called by tests/systemd/going-live.ts once the site
 * is live. A mistyped copy's name is refused with the store untouched; then a lead sent before the backup is there
 * again, one sent after it is gone with the store it was in; the store is the site's user's, 600; the site and its
 * timers run again.
 */
import { checkedBlock, SERVER_LEADS, STATE, USER } from '../support/doc-blocks';
import type { Booted } from './container';
import type { Step } from './doctor';
import { sendContactForm } from './load';

const OPERATIONS = 'docs/operations.md';

async function leadSent(port: number, client: string, email: string) {
  const { post } = await sendContactForm(port, client, email, `A lead for the restore (${email}).`);
  const status = post && ('status' in post ? post.status : post.error);
  if (status !== 303) throw new Error(`the lead ${email} was answered ${status}`);
}

export async function restoreChecks(server: Booted, { port, step }: { port: number; step: Step }) {
  await step('the guide\'s restore of a backup: the lead from before it back, the one after it gone, the site and its timers running again', async () => {
    const tag = Date.now();
    const [before, after] = [`before-backup-${tag}@example.com`, `after-backup-${tag}@example.com`];
    await leadSent(port, '192.0.2.10', before);
    // A second apart from any backup made before: a copy is named by its time to the second, and never overwrites one.
    const { stdout: newest } = await server.sh(`sleep 1
systemctl start ${USER}-backup.service
ls /var/lib/${STATE}-backups | sort | tail -n 1`);
    await leadSent(port, '192.0.2.11', after);

    const block = checkedBlock(OPERATIONS, 'sqlite-restore');
    const example = /leads-[\dT:-]+Z\.db/.exec(block)?.[0];
    if (!example) throw new Error(`${OPERATIONS}'s sqlite-restore block names no dated copy: update tests/systemd/restore.ts with the guide`);
    // A name mistyped: refused, and the store as it was (the lead sent after the backup still there).
    const mistyped = await server.sh(`exec 2>&1\n${block.replaceAll(example, newest.trim().replace(/Z\.db$/, 'Z.bd'))}`, { allowFail: true });
    if (mistyped.code === 0 || !mistyped.stdout.includes('nothing restored')) throw new Error(`a mistyped name: exit ${mistyped.code}, ${mistyped.stdout}`);
    await server.sh(`systemctl start ${USER}.socket`);
    if (!(await server.sh(`${SERVER_LEADS} list --limit 100`)).stdout.includes(after)) throw new Error('after a mistyped restore, the lead sent after the backup is gone');

    // The store as the site's user keeps it: that user's, mode 600.
    const { stdout } = await server.sh(`exec 2>&1\n${block.replaceAll(example, newest.trim())}
stat -c %U:%a /var/lib/${STATE}/leads.db
systemctl is-active ${USER}.socket ${USER}-backup.timer ${USER}-check.timer ${USER}-publish.timer | sort -u`);
    const [owner, ...states] = stdout.trim().split('\n').slice(-2);
    if (owner !== `${USER}:600` || states.join() !== 'active') throw new Error(`after the restore: leads.db ${owner}, the units ${states.join()}; it said:\n${stdout}`);

    const { stdout: list } = await server.sh(`${SERVER_LEADS} list --limit 100`);
    if (!list.includes(before) || list.includes(after)) throw new Error(`after the restore, the lead command lists:\n${list}`);
    // The site answers from the restored store (the socket starts it again).
    await leadSent(port, '192.0.2.12', `after-restore-${tag}@example.com`);
    await server.sh(`${SERVER_LEADS} delete --email ${before}\n${SERVER_LEADS} delete --email after-restore-${tag}@example.com`);
  });
}
