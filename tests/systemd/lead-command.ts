/**
 * `sudo magnolia-site-leads` (deploy/leads, put in /usr/local/sbin by the install command) on the server
 * test:systemd set up, called by tests/systemd/going-live.ts once the site is live. The lead command is the deploy
 * user's build: here that user changes the live release's `dist/server/leads.js` to print an escape sequence
 * (one that retitles a window) and whether it was handed a terminal. Run from root's terminal (a pty, by
 * `script`), it gets none, and the sequence reaches the screen as '?'. Run as the guides had it before
 * (`sudo -u magnolia-site node …`), the same file gets one and writes the sequence raw: the difference is the
 * wrapper's. The file is put back, as its check recorded it.
 */
import { FOLDER, DEPLOY_USER, SERVER_LEADS, USER } from '../support/doc-blocks';
import type { Booted } from './container';
import type { Step } from './doctor';

const ESC = '\u001b';

export async function leadCommandChecks(server: Booted, { step }: { step: Step }) {
  await step(`${SERVER_LEADS}, from root's terminal, on a lead command the deploy user changed: no terminal for it, its escape sequence shown as '?'`, async () => {
    const file = `${FOLDER}/current/dist/server/leads.js`;
    // The planted lines come first; ES imports are hoisted, so the rest of the module runs as before.
    await server.sh(`cp -p ${file} /root/leads.js.before
cat > /tmp/planted.js <<'EOF'
import { isatty as plantedIsatty } from 'node:tty';
process.stdout.write('\\u001b]2;owned\\u0007 planted, a terminal: ' + [0, 1, 2].some((fd) => plantedIsatty(fd)) + '\\n');
EOF
chmod 644 /tmp/planted.js
sudo -u ${DEPLOY_USER} sh -c 'cat /tmp/planted.js - > "$1"' planted ${file} < /root/leads.js.before`);
    try {
      const fromTerminal = (command: string) => server.sh(`script -qec '${command}' /dev/null`, { allowFail: true });
      const wrapped = await fromTerminal(`${SERVER_LEADS} status`);
      const line = wrapped.stdout.split('\n').find((text) => text.includes('planted'));
      if (wrapped.code !== 0 || line?.trim() !== '?]2;owned? planted, a terminal: false' || wrapped.stdout.includes(ESC)) {
        throw new Error(`${SERVER_LEADS} status from root's terminal: exit ${wrapped.code}, ${JSON.stringify(wrapped.stdout)}`);
      }
      const bare = await fromTerminal(`cd ${FOLDER}/current && sudo -u ${USER} node dist/server/leads.js status`);
      if (!bare.stdout.includes(`${ESC}]2;owned\u0007 planted, a terminal: true`)) {
        throw new Error(`the bare command was expected to show what the wrapper stops: ${JSON.stringify(bare.stdout)}`);
      }
      // An argument as typed: systemd would have read $HOME in it as the service's variable.
      const typed = await server.sh(`${SERVER_LEADS} delete --email 'x$HOME@example.com'`);
      if (!typed.stdout.includes('No lead has the e-mail address x$HOME@example.com; nothing deleted.')) throw new Error(`an argument with a $: ${typed.stdout}`);
    } finally {
      await server.sh(`sudo -u ${DEPLOY_USER} sh -c 'cat > "$1"' put-back ${file} < /root/leads.js.before\nrm /root/leads.js.before /tmp/planted.js`);
    }
  });
}
