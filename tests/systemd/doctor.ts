/**
 * The doctor (deploy/doctor, installed by the install command as /usr/local/sbin/magnolia-site-doctor) on the
 * server test:systemd set up: called by tests/systemd/going-live.ts once the site is live, its mail going to a
 * local receiver (an SMTP server here, on the loopback the container shares, that accepts one login). The
 * guide's block says every check is well; then what an operator breaks is named, each with its fix and exit 1:
 * the backup timer stopped, the settings made world-readable, a refused login. Each is put back and seen well
 * again. The settings are as they were at the end, and the site restarted on them.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { checkedBlock, DEPLOY_USER, FOLDER, USER } from '../support/doc-blocks';
import type { Booted } from './container';
import { send } from './load';

/** Where root puts it: a file root owns, on root's PATH. */
export const DOCTOR = '/usr/local/sbin/magnolia-site-doctor';
/** The one password the local receiver accepts, for the login `leads`. */
export const MAIL_PASSWORD = 'doctor-test-pa55';
const PASSWORD = MAIL_PASSWORD;

export type Step = <T>(name: string, work: () => Promise<T>) => Promise<T>;

interface Line { level: 'ok' | 'warn' | 'FAIL'; what: string; text: string }

/** The doctor's lines, each `LEVEL WHAT: TEXT`; `command`: as a guide's block writes it. */
export async function runDoctor(server: Booted, options = '', command = `${DOCTOR} ${options}`) {
  const { code, stdout, stderr } = await server.sh(command, { allowFail: true });
  const lines = stdout.split('\n').filter(Boolean).map((line): Line => {
    const found = /^(ok|warn|FAIL) +([^:]+): (.*)$/.exec(line);
    if (!found) throw new Error(`the doctor printed a line that is not LEVEL WHAT: TEXT: ${JSON.stringify(line)}\n${stdout}${stderr}`);
    return { level: found[1] as Line['level'], what: found[2]!, text: found[3]! };
  });
  return { code, stdout, stderr, lines, named: (what: string) => lines.filter((line) => line.what === what) };
}
type Diagnosis = Awaited<ReturnType<typeof runDoctor>>;

function fail(what: string, diagnosis: Diagnosis): never {
  throw new Error(`${what}; the doctor said (exit ${diagnosis.code}):\n${diagnosis.stdout}${diagnosis.stderr}`);
}

/** The one line about `what`, of this level, whose text matches. */
export function expectLine(diagnosis: Diagnosis, what: string, level: Line['level'], text: RegExp) {
  const lines = diagnosis.named(what);
  if (lines.length !== 1 || lines[0]!.level !== level || !text.test(lines[0]!.text)) fail(`expected one line "${level} ${what}: ${text}"`, diagnosis);
}

async function ready(port: number) {
  for (const since = Date.now(); Date.now() - since < 60_000; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const answer = await send(port, 'GET', '/readyz', '127.0.0.1');
    if ('status' in answer && answer.status === 200) return;
  }
  throw new Error(`the site did not answer /readyz on port ${port} within a minute`);
}

/** A message the local receiver took: to whom, and its text (headers and body, as sent). */
export interface Received { to: string[]; text: string }

/** An SMTP server on loopback that accepts the login `leads` with PASSWORD and refuses any other; what it took. */
export async function mailReceiver() {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth({ username, password }, _session, callback) {
      if (username === 'leads' && password === PASSWORD) callback(null, { user: username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((to) => to.address), text });
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.server.address() as AddressInfo).port, received, close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

export async function doctorChecks(server: Booted, { port, step, mail }: { port: number; step: Step; mail: { port: number; password: string } }) {
  // Root installed it from its own copy of the repository with the units (the install command).
  await step(`the doctor installed as ${DOCTOR} (root's, mode 755), as the install command does`, async () => {
    const { stdout } = await server.sh(`stat -c '%U %a' ${DOCTOR}`);
    if (stdout.trim() !== 'root 755') throw new Error(`${DOCTOR}: ${stdout.trim()}, not root 755`);
  });
  const settings = (await server.sh(`systemctl show -P EnvironmentFiles ${USER}.service`)).stdout.split(' ')[0]!;
  await server.sh(`cp -p ${settings} ${settings}.before-doctor`);
  try {
    await step('doctor, the guide\'s block: every check well on the install (no certificate here: a warning, not a failure)', async () => {
      const diagnosis = await runDoctor(server, '', checkedBlock('docs/going-live.md', 'doctor'));
      console.log(diagnosis.stdout.replace(/^/gm, '  '));
      const checks = ['socket', 'service', 'settings', `timer ${USER}-backup.timer`, `timer ${USER}-check.timer`, 'failed units', 'release', 'lead store', 'disk', 'backup', 'nginx', 'certificate', 'leads', 'copies', 'mail', 'node'];
      for (const what of checks) if (diagnosis.named(what).length === 0) fail(`no line about ${what}`, diagnosis);
      const current = (await server.sh(`readlink ${FOLDER}/current`)).stdout.trim().replace(/^.*\//, '');
      expectLine(diagnosis, 'release', 'ok', new RegExp(`^${current} answers /readyz on 127\\.0\\.0\\.1:${port} `));
      expectLine(diagnosis, 'mail', 'ok', new RegExp(`^127\\.0\\.0\\.1:${mail.port} answered and accepted the login$`));
      expectLine(diagnosis, 'backup', 'ok', /^none yet in \/var\/lib\/magnolia-site-backups: the first is made at \d{4}-/);
      expectLine(diagnosis, 'nginx', 'ok', new RegExp(`^running, configuration valid \\(nginx -t\\), proxies to 127\\.0\\.0\\.1:${port}$`));
      expectLine(diagnosis, 'certificate', 'warn', /^none set up: nginx serves no HTTPS/);
      const problems = diagnosis.lines.filter((line) => line.level !== 'ok' && line.what !== 'certificate');
      // The settings in root's folder (docs/decisions/042-root-reads-only-root-s-files.md): nothing to fix.
      if (problems.length > 0 || diagnosis.code !== 0) fail('every check but the certificate should be ok, exit 0', diagnosis);
      // --quiet: the same run without its ok lines.
      const quiet = await runDoctor(server, '--quiet');
      const notOk = diagnosis.lines.filter((line) => line.level !== 'ok');
      if (JSON.stringify(quiet.lines) !== JSON.stringify(notOk) || quiet.code !== diagnosis.code) fail(`--quiet should print only ${JSON.stringify(notOk)}`, quiet);
    });

    await step('doctor: the backup timer stopped is named with its fix, exit 1; started again, well', async () => {
      await server.sh(`systemctl stop ${USER}-backup.timer`);
      const stopped = await runDoctor(server);
      expectLine(stopped, `timer ${USER}-backup.timer`, 'FAIL', new RegExp(`^${USER}-backup\\.timer is inactive, enabled; fix: sudo systemctl enable --now ${USER}-backup\\.timer`));
      if (stopped.code !== 1) fail('exit 1 expected', stopped);
      await server.sh(`systemctl start ${USER}-backup.timer`);
      // Started again, the timer is well, and no backup is called missing: a Persistent= timer started again shows
      // the time systemd first made its stamp file as its last trigger, though the backup never ran.
      const started = await runDoctor(server);
      expectLine(started, `timer ${USER}-backup.timer`, 'ok', /^active, enabled; (last run .*|no run since the machine started .*); next \d{4}-/);
      expectLine(started, 'backup', 'ok', /^(none yet in \/var\/lib\/magnolia-site-backups: the first is made at \d{4}-|one is being made now)/);
      if (started.code !== 0 && started.lines.some((line) => line.level === 'FAIL')) fail('no FAIL expected once the timer runs again', started);
    });

    await step('doctor: the settings made world-readable are named with their fix, exit 1; 640 again, as before', async () => {
      const before = (await runDoctor(server)).named('settings')[0]!;
      await server.sh(`chmod 644 ${settings}`);
      const readable = await runDoctor(server);
      expectLine(readable, 'settings', 'FAIL', new RegExp(`^${settings}: mode 644: every user on the server can read it \\(the mail password, the webhook secret\\); fix: sudo chown root:${USER} ${settings} && sudo chmod 640 ${settings}$`));
      if (readable.code !== 1) fail('exit 1 expected', readable);
      await server.sh(`chmod 640 ${settings}`);
      const after = (await runDoctor(server)).named('settings')[0]!;
      if (JSON.stringify(after) !== JSON.stringify(before)) throw new Error(`the settings line after chmod 640: ${JSON.stringify(after)}, not ${JSON.stringify(before)}`);
    });

    await step('doctor: a mail server that refuses the login is named with its fix, exit 1, the password never printed', async () => {
      await server.sh(`sed -i 's/:${mail.password}@/:wrong-${mail.password}@/' ${settings}`);
      const refused = await runDoctor(server);
      expectLine(refused, 'mail', 'FAIL', new RegExp(`^127\\.0\\.0\\.1:${mail.port} refused the login \\(SMTP 535 after AUTH\\); fix: correct SMTP_URL in ${settings}, then sudo systemctl restart ${USER}\\.service$`));
      if (refused.code !== 1 || refused.stdout.includes(mail.password)) fail('exit 1 and no password expected', refused);
    });

    await step('doctor: a file of the live release changed in place by the deploy user is named, exit 1; put back, well', async () => {
      const file = `${FOLDER}/current/dist/server/index.js`;
      await server.sh(`cp -p ${file} /root/index.js.before\nsudo -u ${DEPLOY_USER} sh -c 'echo "/* changed after the check */" >> ${file}'`);
      const changed = await runDoctor(server);
      expectLine(changed, 'files', 'FAIL', /^releases\/\S+ differs from what its check recorded: dist\/server\/index\.js; fix: /);
      if (changed.code !== 1) fail('exit 1 expected', changed);
      await server.sh(`sudo -u ${DEPLOY_USER} cp /root/index.js.before ${file} 2>/dev/null || { cat /root/index.js.before | sudo -u ${DEPLOY_USER} tee ${file} >/dev/null; }`);
      expectLine(await runDoctor(server), 'files', 'ok', /^releases\/\S+: its \d+ files are those its check recorded$/);
    });

    await step('doctor: a node_modules the deploy user puts beside the releases is named, and the site cannot read it', async () => {
      const above = `${FOLDER}/releases/node_modules`;
      await server.sh(`sudo -u ${DEPLOY_USER} sh -ec 'mkdir -p ${above}/supports-color; echo "throw new Error(\\"planted\\")" > ${above}/supports-color/index.js'
systemctl restart ${USER}.service`);
      await ready(port);
      const planted = await runDoctor(server);
      // Beside the live release's own files line (ok: the folder is outside every release).
      const named = planted.named('files').filter((line) => line.level === 'FAIL');
      if (named.length !== 1 || !named[0]!.text.startsWith(`${above} is there: Node would load from it what a release lacks, unchecked; fix: sudo rm -r ${above} `)) fail(`expected one line "FAIL files: ${above} is there: …"`, planted);
      // In the site's own namespace, the folder is there but unreadable (InaccessiblePaths=).
      const pid = (await server.sh(`systemctl show -p MainPID --value ${USER}.service`)).stdout.trim();
      const seen = await server.sh(`nsenter -t ${pid} -m setpriv --reuid=${USER} --regid=${USER} --clear-groups ls ${above} 2>&1`, { allowFail: true });
      if (seen.code === 0) throw new Error(`the site's user lists ${above} in the site's namespace: ${seen.stdout}`);
      await server.sh(`rm -r ${above}`);
    });

    await step('doctor: run by another user than root, it says so and exits 2', async () => {
      const { code, stdout } = await server.sh(`sudo -u ${USER} ${DOCTOR} 2>&1`, { allowFail: true });
      if (code !== 2 || !stdout.includes('run it as root')) throw new Error(`as ${USER}: exit ${code}, ${stdout}`);
    });
  } finally {
    await step('the settings as they were, the site restarted on them', async () => {
      await server.sh(`mv ${settings}.before-doctor ${settings}\nsystemctl restart ${USER}.service`);
      await ready(port);
    });
  }
}
