/**
 * npm run test:systemd: docs/going-live.md followed on a real systemd, as root would on a fresh Debian 13 server.
 * A Debian root with only what the guide says a fresh server has, booted with systemd-nspawn (tests/systemd/
 * container.ts), the guide's own blocks (the ones marked `<!-- checked: NAME -->`) run inside it as typed, the site
 * reached from here over the loopback the container shares: the one command (`install`), which installs Node, npm
 * and the site's modules as on a real server, with only what cannot be done here replaced, each time saying why (the
 * repository is this working tree as a commit, served by a forge outside the server; no TLS, as no DNS points here;
 * free ports; mail to a local receiver). The lines typed on the server are counted against the guide's promise.
 * Then what the command must hold to: the deploy user reads no secret; become an attacker's, it types nothing into
 * root's terminal and is still not root after root runs the command again; a second run changes nothing; one answer
 * changed changes only what follows from it; an update of root's copy is seen, and signed where root keeps allowed
 * signers. Then the doctor (`doctor`), the optional Prometheus and Alertmanager (`prometheus`, tests/systemd/
 * prometheus.ts), a release that changes only the lock file, and the releases of the guide's "Later", under load,
 * with one process and with two workers. Last, a second server set up as before releases, and the same block run on
 * it ("A server set up before releases"). Needs root, systemd-nspawn, debootstrap, port 80 free and the network
 * (Debian's packages, the npm registry): a few minutes of downloads (the Debian root is kept, tests/systemd/container.ts).
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../scripts/bench-util';
import { CHECKOUT, checkedBlock, DEPLOY_USER, FOLDER, LIVE, SERVER_LEADS, SETTINGS, STATE, USER } from '../support/doc-blocks';
import { boot, CACHE, debianRoot, type Booted } from './container';
import { doctorChecks, MAIL_PASSWORD, mailReceiver, type Received } from './doctor';
import { prometheusChecks } from './prometheus';
import { leadCommandChecks } from './lead-command';
import { restoreChecks } from './restore';
import { publishChecks } from './publish';
import { longestWait, outside, send, sendContactForm, sitemapPaths, startLoad } from './load';

const run = promisify(execFile);
const GUIDE = 'docs/going-live.md';
/** The site's folder on the server: the deploy user's CHECKOUT in it, the releases beside it, LIVE (`current`) the live one. */
const SITE = FOLDER;
/** Root's own copy of the repository, from which it runs the install command (step 3). */
const ROOT_COPY = '/usr/local/src/magnolia-site';
/** What the deploy user plants to become root: a rule that lets it run anything as root. */
const RULE = `${DEPLOY_USER} ALL=(ALL) NOPASSWD: ALL`;

const started = Date.now();
/** What the run measured, printed at its end. */
const figures: string[] = [];
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/** The block, with `from` replaced by `to`: the guide must still say `from` (else this test is out of date). */
function replaced(block: string, from: string | RegExp, to: string): string {
  const pattern = typeof from === 'string' ? from : new RegExp(from.source, from.flags.replace('g', '') + 'g');
  if (!block.match(pattern)) throw new Error(`${GUIDE} no longer says ${from} where tests/systemd/going-live.ts expects it: update the test with the guide.`);
  return block.replaceAll(pattern, to);
}

/** The guide's install block with the repository's address. */
function installBlock(repository: string): string {
  return replaced(checkedBlock(GUIDE, 'install'), 'REPOSITORY', repository);
}

/**
 * The lines an administrator types on the server, as the guide promises them ("you type six lines"): every line of
 * a block run as typed, and every answer given at a question, counted as they are run.
 */
const typed: string[] = [];
function typing(block: string, answers: string[] = []) {
  typed.push(...block.split('\n').filter((line) => line.trim()), ...answers);
  return block;
}
/** The number of lines the guide says are typed on the server. */
function promisedLines(): number {
  const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  const said = /you type (\w+) lines/.exec(readFileSync(GUIDE, 'utf8'))?.[1];
  const count = said === undefined ? -1 : words.indexOf(said);
  if (count < 0) throw new Error(`${GUIDE} no longer says "you type N lines" (N in words) where tests/systemd/going-live.ts reads it`);
  return count;
}

/** Runs one named step, printing its time; a failure names the step. */
async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  const since = Date.now();
  try {
    const result = await work();
    console.log(`✓ ${name} (${seconds(since)} s)`);
    return result;
  } catch (error) {
    console.log(`✗ ${name} (${seconds(since)} s)`);
    throw error;
  }
}

function expect(what: string, actual: unknown, wanted: unknown) {
  if (JSON.stringify(actual) !== JSON.stringify(wanted)) throw new Error(`${what}: ${JSON.stringify(actual)}, not ${JSON.stringify(wanted)}`);
}

/** This working tree as one commit (what is not committed too, as `git stash create` records it), in a bare repository. */
function repository(where: string): string {
  const bare = join(where, 'repository.git');
  rmSync(bare, { recursive: true, force: true });
  const commit = execFileSync('git', ['stash', 'create'], { encoding: 'utf8' }).trim() || execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', bare]);
  execFileSync('git', ['push', '--quiet', bare, `${commit}:refs/heads/main`]);
  return bare;
}

/** The guide's step 1, run as on the owner's own machine (a folder thrown away after): the public key it prints. */
async function keyPairStep(): Promise<string> {
  const machine = mkdtempSync(join(tmpdir(), 'mcp-own-machine-'));
  try {
    return (await run('sh', ['-ec', checkedBlock(GUIDE, 'key-pair')], { cwd: machine })).stdout.trim();
  } finally {
    rmSync(machine, { recursive: true });
  }
}

/** Waits until the site answers /readyz 200 on `port`, for at most two minutes. */
async function ready(port: number) {
  for (const since = Date.now(); Date.now() - since < 120_000; ) {
    const answer = await send(port, 'GET', '/readyz', '127.0.0.1');
    if ('status' in answer && answer.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the site did not answer /readyz on port ${port} within two minutes`);
}

/**
 * The repository as a forge serves it, outside the server: `git daemon` on this machine's loopback, which the
 * container shares, serving the bare repository `bare` (pushes too, as the owner pushes). Neither root nor the deploy
 * user of the server owns it: each clones it as it would clone GitHub. Resolves with its address and its stop.
 */
export async function serveRepository(bare: string): Promise<{ address: string; stop: () => void }> {
  const port = await freePort();
  const address = `git://127.0.0.1:${port}/${basename(bare)}`;
  const daemon = spawn('git', ['daemon', '--reuseaddr', '--listen=127.0.0.1', `--port=${port}`, `--base-path=${dirname(bare)}`, '--export-all', '--enable=receive-pack', bare], { stdio: 'ignore' });
  await step('the repository served as a forge would, outside the server (git daemon)', async () => {
    for (const since = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 200))) {
      try {
        await run('git', ['ls-remote', address]);
        return;
      } catch (error) {
        if (Date.now() - since > 30_000) throw error;
      }
    }
  });
  return { address, stop: () => daemon.kill() };
}

/** GET http://HOST/PATH through nginx on port 80 of the loopback the container shares: its status and Location. */
function viaNginx(host: string, path: string) {
  return new Promise<{ status: number; location?: string } | { error: string }>((resolve) => {
    request({ host: '127.0.0.1', port: 80, path, headers: { Host: host }, agent: false, timeout: 10_000 }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    })
      .on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
      .end();
  });
}

/** The install command's lines, `LEVEL STEP: TEXT`, and the steps that changed something (`done`). */
function installLines(stdout: string) {
  const lines = stdout.split('\n').filter((line) => /^(ok|done|warn|FAIL) +[\w-]+: /.test(line));
  return { lines, changed: lines.filter((line) => line.startsWith('done')).map((line) => /^done +([\w-]+):/.exec(line)![1]!) };
}

async function main() {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const work = join(CACHE, 'run');
  mkdirSync(work, { recursive: true });
  const base = await step('a Debian 13 root as a fresh server has it: minbase, systemd, sudo, ca-certificates (kept in the cache)', debianRoot);
  const bare = await step('the repository: this working tree as a commit', async () => repository(work));
  const forge = await serveRepository(bare);
  const server = await step('boot it with systemd-nspawn', () => boot(base, work));
  const mail = await mailReceiver();
  let failed = true;
  try {
    const REPOSITORY = forge.address;
    commit = ownersCommit(REPOSITORY);
    await step('the server has what a fresh one has: no Node, no npm, no git', async () => {
      const { stdout } = await server.sh('for tool in node npm git; do command -v $tool || echo "no $tool"; done');
      expect('node, npm and git on the server', stdout.trim().split('\n'), ['no node', 'no npm', 'no git']);
    });

    // The guide's one command, as typed. Added on its last line, each for a reason: TLS skipped (no DNS points
    // here); free ports (other work on this machine may hold the usual ones). The SMTP address it asks for is typed
    // on its input, a local receiver's.
    const publicKey = await keyPairStep();
    const smtpUrl = `smtp://leads:${MAIL_PASSWORD}@127.0.0.1:${mail.port}`;
    let block = installBlock(REPOSITORY);
    block = replaced(block, 'THE-LINE-STEP-1-PRINTED', `${publicKey} --no-tls --port ${port} --metrics-port ${metricsPort}`);
    typing(block, [smtpUrl]);
    block = replaced(block, /^sudo (\S+\/deploy\/install)/m, `printf '%s\\n' '${smtpUrl}' | sudo $1`);
    const installLine = block.split('\n').at(-1)!;

    const first = await step('the install block, as typed: every step done or ok, Node from Debian, the site live', async () => {
      const since = Date.now();
      const { stdout, stderr } = await server.sh(`exec 2>&1\n${block}`);
      console.log(stdout.replace(/^/gm, '  '));
      if (stdout.includes(smtpUrl) || stdout.includes(MAIL_PASSWORD) || stderr.includes(MAIL_PASSWORD)) throw new Error('the install printed the SMTP password');
      const { changed } = installLines(stdout);
      for (const name of ['tools', 'node', 'packages', 'users', 'folders', 'checkout', 'modules', 'settings', 'units', 'sudoers', 'doctor', 'leads', 'mail', 'nginx', 'release', 'enable']) {
        if (!changed.includes(name)) throw new Error(`the first install did not do ${name}:\n${stdout}`);
      }
      if (!/^done +node: Node v20\.\d+\.\d+ and npm \d+\.\d+\.\d+ installed$/m.test(stdout)) throw new Error(`the install did not say it installed Debian's Node and npm:\n${stdout}`);
      expect('where node is', (await server.sh("command -v node; dpkg-query -W -f '${Status}\\n' nodejs npm")).stdout.trim(), '/usr/bin/node\ninstall ok installed\ninstall ok installed');
      figures.push(`a fresh server set up by the install block in ${seconds(since)} s (apt's downloads shared with the second server)`);
      return /^done +release: releases\/(\S+) is live/m.exec(stdout)?.[1];
    });
    await step('the server\'s modules: only what building and running the site need', async () => {
      // npm's own record of what it installed there, and the room it takes.
      const { stdout } = await server.sh(`cd ${CHECKOUT}\nnode -p "Object.keys(require('./node_modules/.package-lock.json').packages).length"\ndu -sm node_modules | cut -f1`);
      const [packages, megabytes] = stdout.trim().split('\n').map(Number);
      figures.push(`the server's node_modules: ${packages} packages, ${megabytes} MB`);
      for (const tool of ['vitest', 'playwright', '@playwright/test', 'lighthouse', 'eslint', 'vnu-jar', '@mdn/mdn-http-observatory', 'axe-core']) {
        expect(`node_modules/${tool} on the server`, (await server.sh(`test -e ${CHECKOUT}/node_modules/${tool} && echo there || echo absent`)).stdout.trim(), 'absent');
      }
      // No install script ran but the SQLite driver's: libpq (an optional peer npm brings along) is not compiled, and
      // better-sqlite3's binding is.
      expect('libpq compiled', (await server.sh(`test -e ${CHECKOUT}/node_modules/libpq/build && echo yes || echo no`)).stdout.trim(), 'no');
      expect('better-sqlite3 compiled', (await server.sh(`ls ${CHECKOUT}/node_modules/better-sqlite3/build/Release/better_sqlite3.node >/dev/null && echo yes || echo no`)).stdout.trim(), 'yes');
    });
    await step('what the install wrote: the settings the guide lists (its env block), root\'s, 640, with the answers', async () => {
      expect(SETTINGS, (await server.sh(`stat -c '%U:%G %a' ${SETTINGS}`)).stdout.trim(), `root:${USER} 640`);
      const written = (await server.sh(`grep -v '^#' ${SETTINGS} | grep .`)).stdout.trim().split('\n');
      const names = (lines: string[]) => lines.map((line) => line.split('=')[0]);
      expect('the settings written', names(written), names(checkedBlock(GUIDE, 'env').split('\n')));
      // --no-tls: no certificate yet, so the pages, the sitemap and robots.txt name the address served, http.
      expect('SITE_URL', written.find((line) => line.startsWith('SITE_URL=')), 'SITE_URL=http://www.example.com');
      expect('LEADS_PUBLIC_KEY', written.find((line) => line.startsWith('LEADS_PUBLIC_KEY=')), `LEADS_PUBLIC_KEY=${publicKey}`);
      expect('where the socket listens', (await server.sh(`systemctl show -p Listen --value ${USER}.socket`)).stdout.trim(), `127.0.0.1:${port} (Stream)`);
      expect(`${ROOT_COPY}'s owner`, (await server.sh(`stat -c %U ${ROOT_COPY}`)).stdout.trim(), 'root');
      expect(`${CHECKOUT}'s owner`, (await server.sh(`stat -c %U ${CHECKOUT}`)).stdout.trim(), DEPLOY_USER);
    });
    await step('the site answers /readyz from the host, naming the first release', async () => {
      await ready(port);
      expect('the release /readyz names', await liveRelease(port), first);
    });
    await step('nginx on port 80 sends www.example.com to the site, and example.com to www.example.com', async () => {
      expect('GET http://www.example.com/contact through nginx', await viaNginx('www.example.com', '/contact'), { status: 200, location: undefined });
      expect('GET http://example.com/contact', await viaNginx('example.com', '/contact'), { status: 301, location: 'http://www.example.com/contact' });
    });

    // A push goes live by itself (the install's default), then releases by hand for the rest of the run: the guide's
    // "Later" blocks, typed, under load.
    await step('releases on push, as the first install left them: the publish timer enabled and running', async () => {
      expect('the publish timer', (await server.sh(`echo $(systemctl is-enabled ${USER}-publish.timer) $(systemctl is-active ${USER}-publish.timer)`)).stdout.trim(), 'enabled active');
    });
    figures.push(...(await publishChecks(server, { port, step, commit, received: mail.received })));
    await step('the install with --releases-by-hand: only the publish step changes, the timer off and kept off by later runs', async () => {
      const { stdout } = await server.sh(`exec 2>&1\n${installLine.replace(/--port \d+ --metrics-port \d+ /, '').replace(/^printf .*? \| /, '')} --releases-by-hand`);
      expect('the steps that changed', installLines(stdout).changed, ['publish']);
      expect('the publish timer', (await server.sh(`echo $(systemctl is-enabled ${USER}-publish.timer) $(systemctl is-active ${USER}-publish.timer)`)).stdout.trim(), 'disabled inactive');
    });

    // From here on, the deploy user is taken to be an attacker's (its npm ci ran every dependency's install
    // script as it): before root runs the command again, it plants what would make root hand it root.
    const sudoersBefore = (await server.sh(SUDOERS_D)).stdout;
    await plant(server);
    await plantTyping(server, 'git');
    await step('the install run again from root\'s terminal, after an update of root\'s copy: nothing to change, and nothing typed into that terminal', async () => {
      const { stdout } = await inRootsTerminal(server, installLine.replace(/--port \d+ --metrics-port \d+ /, '').replace(/^printf .*? \| /, ''));
      const { changed } = installLines(stdout);
      if (changed.length || !stdout.includes('Nothing to change')) throw new Error(`the second install changed ${changed.join(', ')}:\n${stdout}`);
      await nothingTyped(server, 'git log in the checkout, its gpg.program');
      // The forged subject and release name reach root's terminal with their control characters replaced.
      if (stdout.includes('\x1b') || stdout.includes('\x07')) throw new Error(`the install printed an escape sequence of the deploy user's: ${JSON.stringify(stdout)}`);
      for (const line of [/^ok +checkout: .*\?\]2;owned\?\?\[2K\?\[1A\)$/m, /^ok +release: releases\/x\?\]2;owned\?\?\[2K\?\[1A is live$/m]) {
        if (!line.test(stdout)) throw new Error(`the install did not print ${line}:\n${stdout}`);
      }
    });
    await step(`after root's command, ${DEPLOY_USER} is still not root and /etc/sudoers.d holds what it held`, async () => {
      const { code, stdout } = await server.sh(`sudo -u ${DEPLOY_USER} sudo -n id -u 2>&1`, { allowFail: true });
      if (code === 0) throw new Error(`sudo -n id -u as ${DEPLOY_USER} printed ${stdout.trim()}: the deploy user took root`);
      expect('/etc/sudoers.d', (await server.sh(SUDOERS_D)).stdout, sudoersBefore);
      await server.sh(`cmp /etc/systemd/system/${USER}.service ${ROOT_COPY}/deploy/systemd/${USER}.service`);
    });
    await plantTyping(server, 'release');
    await step('the install from root\'s terminal when it makes a release (the deploy user removed `current`): the release made, nothing typed into that terminal', async () => {
      const { stdout } = await inRootsTerminal(server, installLine.replace(/--port \d+ --metrics-port \d+ /, '').replace(/^printf .*? \| /, ''));
      if (!/^done +release: releases\/\S+ is live$/m.test(stdout)) throw new Error(`the install did not make a release:\n${stdout}`);
      await nothingTyped(server, "the checkout's npm run release");
      await ready(port);
      // The deploy user puts its checkout back, for the updates below.
      await server.sh(`cd ${CHECKOUT}
sudo -u ${DEPLOY_USER} sh -ec 'git config --unset log.showSignature; git config --unset gpg.program; git reset -q --hard origin/main; rm -f .env ${SITE}/releases/x*'`);
    });
    await step('the install with one answer changed (the owner\'s e-mail) changes only what follows from it', async () => {
      const { stdout } = await server.sh(`exec 2>&1\n${installLine.replace(/^printf .*? \| /, '').replace('--email owner@example.com', '--email owner2@example.com')}`);
      expect('the steps that changed', installLines(stdout).changed, ['settings', 'mail', 'restart']);
      if (!/^done +settings: \S+: LEADS_EMAIL_TO written/m.test(stdout)) throw new Error(stdout);
      if (!/^done +mail: \/etc\/aliases \(root's mail to owner2@example\.com\)$/m.test(stdout)) throw new Error(`the mail step names what did not change:\n${stdout}`);
      await ready(port);
    });
    await updateOfRootsCopy(server, bare);

    await step('every page of the sitemap answers 200', async () => {
      const paths = await sitemapPaths(port);
      if (paths.length < 5) throw new Error(`the sitemap names ${paths.length} pages`);
      for (const path of paths) {
        const answer = await send(port, 'GET', path, '127.0.0.1');
        expect(`GET ${path}`, 'status' in answer ? answer.status : answer.error, 200);
      }
    });

    // A test lead, sent from the form, then the guide's commands on it.
    await step('a test lead sent, counted, deleted', async () => {
      const { post } = await sendContactForm(port, '127.0.0.1', 'you@example.com', 'A test lead');
      expect('the test lead\'s post', post && ('status' in post ? post.status : post.error), 303);
      const { stdout } = await server.sh(checkedBlock(GUIDE, 'test-lead'));
      if (!stdout.includes('Deleted 1 lead')) throw new Error(`the test lead's commands said:\n${stdout}`);
    });

    await doctorChecks(server, { port, step, mail: { port: mail.port, password: MAIL_PASSWORD } });
    await step(`the server needed the lines the guide promises (${promisedLines()}), no more`, async () => {
      typing(checkedBlock(GUIDE, 'doctor'));
      expect(`the lines typed on the server (${typed.join(' ⏎ ')})`, typed.length, promisedLines());
    });
    await step(`${DEPLOY_USER} put back in the site's group, as the command before November 2026 left it, with a program made setgid to it: the install takes it out and removes the program`, async () => {
      await server.sh(`gpasswd -a ${DEPLOY_USER} ${USER} >/dev/null
sudo -u ${DEPLOY_USER} sh -ec 'mkdir -p ~/.cache && cp /bin/cat ~/.cache/c && chgrp ${USER} ~/.cache/c && chmod 2755 ~/.cache/c'`);
      const { stdout } = await server.sh(`exec 2>&1\n${installLine.replace(/--port \d+ --metrics-port \d+ /, '').replace(/^printf .*? \| /, '')}`);
      if (!new RegExp(`^done +users: removed 1 file\\(s\\) of ${DEPLOY_USER} that ran with ${USER}'s group: /home/${DEPLOY_USER}/\\.cache/c$`, 'm').test(stdout)) throw new Error(`the install did not remove the setgid program:\n${stdout}`);
      await server.sh(`test ! -e /home/${DEPLOY_USER}/.cache/c`);
    });
    await step(`${DEPLOY_USER} reads none of the site's secrets: its settings, the mail login, its store, its backups`, async () => {
      expect(`${DEPLOY_USER}'s groups`, (await server.sh(`id -nG ${DEPLOY_USER}`)).stdout.trim(), DEPLOY_USER);
      // A backup made, so that there is one to try to read.
      await server.sh(`systemctl start ${USER}-backup.service\ntest -n "$(ls /var/lib/${STATE}-backups)"`);
      for (const read of [`cat ${SETTINGS}`, 'cat /etc/msmtprc', `ls /var/lib/${STATE}`, `cat /var/lib/${STATE}/*`, `ls /var/lib/${STATE}-backups`, `cat /var/lib/${STATE}-backups/*`]) {
        const { code, stdout } = await server.sh(`sudo -u ${DEPLOY_USER} sh -c '${read}' 2>&1`, { allowFail: true });
        if (code === 0 || !/Permission denied/.test(stdout)) throw new Error(`${DEPLOY_USER} ran "${read}": exit ${code}, ${stdout.slice(0, 200)}`);
      }
    });

    await restoreChecks(server, { port, step });
    await leadCommandChecks(server, { step });
    await prometheusChecks(server, { step, metricsPort, mail: { password: MAIL_PASSWORD, received: mail.received } });

    await hardening(server);
    await lockOnlyRelease(server, installLine.replace(/--port \d+ --metrics-port \d+ /, '').replace(/^printf .*? \| /, ''));

    // SYSTEMD_TEST_INSTALL_ONLY=1: the install, the attack replay and the doctor alone, without the releases under load.
    for (const workers of process.env.SYSTEMD_TEST_INSTALL_ONLY ? [] : [1, 2]) figures.push(...(await releasesUnderLoad(server, port, workers, mail.received)));
    await hardening(server);
    await step(`the sudoers line lets ${DEPLOY_USER} restart the site and nothing else`, async () => {
      const { code, stdout } = await server.sh(`sudo -u ${DEPLOY_USER} sudo -n systemctl stop ${USER}.service 2>&1`, { allowFail: true });
      if (code === 0 || !/password is required/.test(stdout)) throw new Error(`sudo systemctl stop as ${DEPLOY_USER}: exit ${code}, ${stdout}`);
    });
    console.log(`\n${figures.join('\n')}`);
    failed = false;
  } catch (error) {
    console.log(`\n${error instanceof Error ? error.message : String(error)}\n\nThe unit's journal:\n${await server.journal(`${USER}.service`)}`);
  } finally {
    await mail.close();
    // SYSTEMD_TEST_KEEP=1: a failed run leaves the container up, to look inside.
    if (failed && process.env.SYSTEMD_TEST_KEEP) console.log(`The container is left running: nsenter -t ${server.init} -a bash; nsenter -t ${server.init} -a systemctl poweroff stops it.`);
    else await step('poweroff', () => server.poweroff());
  }
  // SYSTEMD_TEST_BEFORE_RELEASES=0 leaves out the second server.
  if (!failed && process.env.SYSTEMD_TEST_BEFORE_RELEASES !== '0') failed = !(await beforeReleases(base, work, forge.address));
  forge.stop();
  console.log(`\ntest:systemd ${failed ? 'FAILED' : 'passed'} in ${seconds(started)} s`);
  // Ended here, whatever is still pending: a step that failed under load leaves its load generator sending to a
  // server that is gone, which would keep this process (and the lock, and CI) waiting forever.
  process.exit(failed ? 1 : 0);
}

/** The site's units as a server set up before releases has them (the folder's README says whence). */
const UNITS_BEFORE_RELEASES = 'tests/systemd/units-before-releases';

/**
 * "A server set up before releases": a second fresh server, set up as the guide said then (root's checkout in
 * /srv/magnolia-site, its build, root's .env in it, the units of that time running dist/ there), with a lead in
 * its store. Then the guide's install block, as step 3 writes it: the checkout becomes the deploy user's, beside
 * its releases, the settings move to root's folder, and the first release goes live on the same port, the lead
 * still there; the doctor says all is well.
 */
async function beforeReleases(base: string, work: string, REPOSITORY: string): Promise<boolean> {
  const server = await step('a second fresh server, to be set up as before releases', () => boot(base, join(work, 'before-releases')));
  let passed = false;
  try {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const publicKey = await keyPairStep();
    await run('cp', ['-a', UNITS_BEFORE_RELEASES, join(server.root, 'root/units-before-releases')]);
    await step('the server as set up before releases: root\'s checkout and build, its .env, its units, the site on a port of its own', async () => {
      // Node, npm and git as that guide had the administrator install them; the modules as a server installs them.
      await server.sh(`apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nodejs npm git python3 make g++ >/dev/null
useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin ${USER}
git clone -q ${REPOSITORY} ${FOLDER}
cd ${FOLDER}
deploy/modules
NODE_ENV=production npm run --silent build >/dev/null
cat > .env <<'EOF'
DATA_DIR=/var/lib/${STATE}
HOST=127.0.0.1
PORT=${port}
SITE_URL=https://www.example.com
TRUST_PROXY=loopback
LEADS_PUBLIC_KEY=${publicKey}
LEADS_EMAIL_TO=owner@example.com
LEADS_EMAIL_FROM=site@example.com
SMTP_URL=smtp://leads:${MAIL_PASSWORD}@127.0.0.1:9
METRICS_PORT=${metricsPort}
EOF
chown root:${USER} .env
chmod 640 .env
install -m 644 /root/units-before-releases/${USER}* /etc/systemd/system/
systemctl daemon-reload
systemctl enable --now ${USER}.service ${USER}-backup.timer ${USER}-check.timer`);
      await ready(port);
    });
    const lead = `before-releases-${Date.now()}@example.com`;
    await step('a lead sent to it, stored', async () => {
      const { post } = await sendContactForm(port, '127.0.0.1', lead, 'A lead from before releases');
      expect('the post', post && ('status' in post ? post.status : post.error), 303);
    });
    await step('the guide\'s install block run on it: settings moved, the checkout the deploy user\'s beside the releases, the first release live on the same port', async () => {
      let block = installBlock(REPOSITORY);
      block = replaced(block, 'THE-LINE-STEP-1-PRINTED', `${publicKey} --no-tls`);
      const { stdout } = await server.sh(`exec 2>&1\n${block}`);
      console.log(stdout.replace(/^/gm, '  '));
      for (const line of [
        `done settings: ${FOLDER}/.env moved to ${SETTINGS} (a server set up before releases)`,
        `done checkout: ${FOLDER} given to ${DEPLOY_USER}`,
        `done checkout: ${FOLDER}'s checkout moved into ${CHECKOUT}, beside the releases`,
        `done release: the site before releases stopped, to give its port to ${USER}.socket`,
      ]) {
        if (!stdout.includes(line)) throw new Error(`the install did not say "${line}":\n${stdout}`);
      }
      expect(SETTINGS, (await server.sh(`stat -c '%U:%G %a' ${SETTINGS}`)).stdout.trim(), `root:${USER} 640`);
      expect(`${FOLDER}/.env`, (await server.sh(`test -e ${FOLDER}/.env && echo there || echo gone`)).stdout.trim(), 'gone');
      expect(`${CHECKOUT}'s owner`, (await server.sh(`stat -c %U ${CHECKOUT}/.git`)).stdout.trim(), DEPLOY_USER);
      expect('where the socket listens', (await server.sh(`systemctl show -p Listen --value ${USER}.socket`)).stdout.trim(), `127.0.0.1:${port} (Stream)`);
      await ready(port);
      const live = (await server.sh(`readlink ${LIVE}`)).stdout.trim().replace(/^releases\//, '');
      expect('the release /readyz names', await liveRelease(port), live);
    });
    await step('the lead sent before releases is in the store the release reads', async () => {
      const { stdout } = await server.sh(`${SERVER_LEADS} export --format json`);
      expect('its leads', (JSON.parse(stdout) as { email: string }[]).map((one) => one.email), [lead]);
    });
    await step('the doctor: every check well but the certificate (and the mail, whose server is not there); no backup called missing, though the timer of before releases made its stamp', async () => {
      const { stdout } = await server.sh(checkedBlock(GUIDE, 'doctor'), { allowFail: true });
      const problems = stdout.split('\n').filter((line) => /^(warn|FAIL)/.test(line) && !/^(warn|FAIL) +(certificate|mail|leads):/.test(line));
      if (problems.length) throw new Error(`the doctor said:\n${stdout}`);
    });
    passed = true;
  } catch (error) {
    console.log(`\n${error instanceof Error ? error.message : String(error)}\n\nThe unit's journal:\n${await server.journal(`${USER}.service`)}`);
  } finally {
    if (!passed && process.env.SYSTEMD_TEST_KEEP) console.log(`The container is left running: nsenter -t ${server.init} -a bash`);
    else await step('poweroff', () => server.poweroff());
  }
  return passed;
}

/**
 * Runs a block of the guide's "Later" (update, rollback) with its output and errors together, as the operator
 * reads them; resolves with them, its exit code, and the seconds the release command says it took to go live.
 */
async function later(server: Booted, name: string) {
  const since = Date.now();
  const result = await server.sh(`exec 2>&1\n${checkedBlock(GUIDE, name)}`, { allowFail: true });
  const [, release, seconds] = /^Release (\S+) is live \(([\d.]+) s\)/m.exec(result.stdout) ?? [];
  return { ...result, release, seconds: Number(seconds), wall: (Date.now() - since) / 1000, since, until: Date.now() };
}

/** The standby that served while the site restarted into a release is stopped again (deploy/systemd/magnolia-site-standby.service). */
async function standbyStopped(server: Booted) {
  const { stdout } = await server.sh(`systemctl is-active ${USER}-standby.service`, { allowFail: true });
  expect(`${USER}-standby.service after the switch`, stdout.trim(), 'inactive');
}

/** The release the live site names at /readyz. */
async function liveRelease(port: number): Promise<string> {
  const answer = await send(port, 'GET', '/readyz', '127.0.0.1');
  if (!('status' in answer) || answer.status !== 200) throw new Error(`/readyz: ${'status' in answer ? answer.status : answer.error}`);
  return (JSON.parse(answer.body) as { release: string }).release;
}

/** `/etc/sudoers.d` as sorted lines `SHA-256  PATH`: which files, and what is in each. */
const SUDOERS_D = 'find /etc/sudoers.d -type f -exec sha256sum {} + | sort';

/**
 * The deploy user, become an attacker's, plants before a step of root's what would hand it root if root read,
 * copied, followed or ran its files: `.env` linked to a file in /etc/sudoers.d (a copy to it, a chown and a chmod
 * follow the link), a rule in `.env.example` and in the checkout's sudoers line, a unit that copies the rule
 * into /etc/sudoers.d as root (`+`), the alert rules linked to /etc/shadow. `-f`: again before each step.
 */
async function plant(server: Booted) {
  await server.sh(`cd ${CHECKOUT}
sudo -u ${DEPLOY_USER} sh -ec '
ln -sfn /etc/sudoers.d/zz-planted .env
printf "%s\\n" "${RULE}" > .env.example
printf "%s\\n" "${RULE}" > deploy/sudoers.d/${USER}
grep -q "^ExecStartPre=+" deploy/systemd/${USER}.service || sed -i "s|^ExecStart=|ExecStartPre=+/bin/cp ${CHECKOUT}/.env.example /etc/sudoers.d/zz-unit\\nExecStart=|" deploy/systemd/${USER}.service
ln -sfn /etc/shadow deploy/prometheus/alerts.yml'`);
}

/** Where a line typed into root's terminal by another user's program would leave its mark: root's own file. */
const TYPED_MARK = '/root/typed-by-another-user';
/** Where the deploy user's program notes whether it found a terminal to type into. */
const SEEN = `/home/${DEPLOY_USER}/.cache/terminal-seen`;

/**
 * The deploy user, an attacker's, plants a program that types a line into the terminal it runs on (TIOCSTI, which
 * this kernel allows: dev.tty.legacy_tiocsti=1), for root's shell to run once root's command ends; it notes what
 * it found in SEEN. `git`: the checkout's git shows signatures (log.showSignature) and checks them with that
 * program (gpg.program), and HEAD becomes the same commit with a signature, so that the command's `git log` runs it.
 * `release`: the checkout's package.json runs it first in `npm run release`, and `current` is removed, so that the
 * command makes a release.
 */
async function plantTyping(server: Booted, where: 'git' | 'release') {
  await server.sh(`sudo -u ${DEPLOY_USER} sh -ec 'mkdir -p ~/.cache; rm -f ${SEEN}; cat > ~/.cache/typist; chmod 755 ~/.cache/typist' <<'EOF'
#!/usr/bin/python3
import fcntl, os, termios
try:
    tty = os.open("/dev/tty", os.O_RDWR)
    for byte in b'echo "$(id -u)" >> ${TYPED_MARK}\\n':
        fcntl.ioctl(tty, termios.TIOCSTI, bytes([byte]))
    seen = "typed into a terminal"
except OSError as error:
    seen = "no terminal: " + str(error)
with open("${SEEN}", "a") as note:
    note.write(seen + "\\n")
EOF`);
  if (where === 'git') {
    // The same commit, signed, and its subject with escape sequences that would retitle root's window and erase a
    // line of the command's (the command prints it: `ok checkout`); `current` pointing at a release named so too.
    await server.sh(`cd ${CHECKOUT}
sudo -u ${DEPLOY_USER} sh -e <<'EOF'
git config log.showSignature true
git config gpg.program ~/.cache/typist
forged=$(printf '\\033]2;owned\\007\\033[2K\\033[1A')
signed=$(git cat-file commit HEAD | sed "/^committer /a gpgsig -----BEGIN PGP SIGNATURE-----\\n \\n iQEzBAABCAAdFiEE\\n -----END PGP SIGNATURE-----" | sed "0,/^$/!{0,/./s/$/$forged/}" | git hash-object -t commit -w --stdin)
git update-ref HEAD "$signed"
ln -s "$(basename "$(readlink ${LIVE})")" "${SITE}/releases/x$forged"
ln -sfn "releases/x$forged" ${LIVE}
EOF`);
  } else {
    await server.sh(`cd ${CHECKOUT}
sudo -u ${DEPLOY_USER} sh -ec '
sed -i "s|\\"release\\": \\"|\\"release\\": \\"~/.cache/typist; |" package.json
grep -q typist package.json
rm ${LIVE}'`);
  }
}

/**
 * Runs `line` as root types it into an interactive shell on a terminal (a pty, by `script`), then, once it has ended,
 * `exit`: a line another user's program typed into that terminal meanwhile would be read and run by root's shell
 * before the `exit`. Resolves with what the terminal showed.
 */
async function inRootsTerminal(server: Booted, line: string) {
  const done = '/run/roots-terminal-done';
  writeFileSync(join(server.root, 'root/typed-line'), `${line}; touch ${done}\n`);
  const { stdout } = await server.sh(`rm -f ${done} ${TYPED_MARK}
{ cat /root/typed-line; until [ -e ${done} ]; do sleep 0.2; done; sleep 2; echo exit; } | script -qec 'bash --norc --noprofile -i' /dev/null`, { allowFail: true });
  return { stdout: stdout.replaceAll('\r', '') };
}

/** The planted program ran (SEEN says so) and found no terminal, and root's shell ran no line it could have typed. */
async function nothingTyped(server: Booted, what: string) {
  const seen = (await server.sh(`cat ${SEEN} 2>&1 || true`)).stdout.trim();
  if (!seen.startsWith('no terminal')) throw new Error(`the deploy user's program (${what}) said: ${seen || 'nothing (it did not run)'}`);
  const mark = (await server.sh(`cat ${TYPED_MARK} 2>/dev/null || echo none`)).stdout.trim();
  expect(`${TYPED_MARK}, written only by a line typed into root's terminal`, mark, 'none');
}

/**
 * Root's copy updated as the guide says (`--update`), after someone who can push to the repository changed what root
 * runs: a line in the install command. Root sees it and says no: nothing of it runs. Root keeps allowed signers (the
 * guide's block): an unsigned commit is refused even with a yes. A commit signed by the allowed key, which takes the
 * line back, is installed, and its command runs.
 */
async function updateOfRootsCopy(server: Booted, bare: string) {
  const pusher = mkdtempSync(join(tmpdir(), 'mcp-pusher-'));
  const clone = join(pusher, 'clone');
  const git = (...args: string[]) => run('git', ['-C', clone, '-c', 'user.name=Someone Who Pushes', '-c', 'user.email=pusher@example.com', ...args]);
  const mark = '/root/run-by-a-push';
  const head = async () => (await server.sh(`git -C ${ROOT_COPY} rev-parse HEAD`)).stdout.trim();
  const update = (answer: string) => server.sh(`exec 2>&1\necho ${answer} | ${checkedBlock(GUIDE, 'update-root')}`, { allowFail: true });
  try {
    await run('git', ['clone', '-q', bare, clone]);
    await step('a push changes what root runs; the guide\'s update shows it and asks, and "no" runs none of it', async () => {
      const install = join(clone, 'deploy/install');
      const text = readFileSync(install, 'utf8');
      writeFileSync(install, text.replace(/^(say ok source .*)$/m, `$1\ntouch ${mark}`));
      await git('commit', '-qam', 'An unreviewed line in the install command');
      await git('push', '-q', 'origin', 'HEAD:main');
      const before = await head();
      const { code, stdout } = await update('no');
      if (code !== 1 || !stdout.includes(`+touch ${mark}`) || !/^FAIL update: not installed/m.test(stdout)) throw new Error(`the update said (exit ${code}):\n${stdout}`);
      expect(`${ROOT_COPY}'s commit`, await head(), before);
      expect(mark, (await server.sh(`test -e ${mark} && echo there || echo absent`)).stdout.trim(), 'absent');
    });
    const key = join(pusher, 'owner-key');
    await run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'owner@example.com', '-f', key]);
    await step('root keeps allowed signers (the guide\'s block): an unsigned commit is refused, even with a yes', async () => {
      const signer = readFileSync(`${key}.pub`, 'utf8').trim().split(' ').slice(0, 2).join(' ');
      await server.sh(replaced(checkedBlock(GUIDE, 'allowed-signers'), 'THE-PUBLIC-KEY', signer));
      const before = await head();
      const { code, stdout } = await update('yes');
      if (code !== 1 || !/^FAIL update: .* is not signed by a key of \/etc\/magnolia-site\/allowed-signers/m.test(stdout)) throw new Error(`the update said (exit ${code}):\n${stdout}`);
      expect(`${ROOT_COPY}'s commit`, await head(), before);
      expect(mark, (await server.sh(`test -e ${mark} && echo there || echo absent`)).stdout.trim(), 'absent');
    });
    await step('a commit signed by the allowed key, which takes the line back, is installed and its command runs', async () => {
      await git('-c', 'gpg.format=ssh', '-c', `user.signingKey=${key}`, 'revert', '--no-edit', '-S', 'HEAD');
      await git('push', '-q', 'origin', 'HEAD:main');
      const pushed = (await git('rev-parse', 'HEAD')).stdout.trim();
      const { code, stdout } = await update('yes');
      if (code !== 0 || !/^done +update: .*\(signed: owner@example\.com\); its command runs now$/m.test(stdout) || !/^(Nothing to change|Set up)/m.test(stdout)) {
        throw new Error(`the update said (exit ${code}):\n${stdout}`);
      }
      expect(`${ROOT_COPY}'s commit`, await head(), pushed);
      expect('the commit the install last installed from', (await server.sh('cat /etc/magnolia-site/installed-from')).stdout.trim(), pushed);
      expect(mark, (await server.sh(`test -e ${mark} && echo there || echo absent`)).stdout.trim(), 'absent');
    });
  } finally {
    rmSync(pusher, { recursive: true, force: true });
  }
}

/**
 * A release whose only change is a dependency's version in package.json and the lock file (isbot, to the other of its
 * two newest versions), as a dependency update is: its modules installed afresh, its time. Then the install command
 * run again changes nothing: the checkout's modules follow the release's.
 */
async function lockOnlyRelease(server: Booted, installLine: string) {
  await step('a release that changes only a dependency\'s version (the lock file), then the install: nothing to change', async () => {
    const lock = mkdtempSync(join(tmpdir(), 'mcp-lock-'));
    try {
      for (const file of ['package.json', 'package-lock.json']) writeFileSync(join(lock, file), readFileSync(join(server.root, CHECKOUT, file)));
      const now = (JSON.parse(readFileSync(join(lock, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version: string }> }).packages['node_modules/isbot']!.version;
      const versions = JSON.parse((await run('npm', ['view', 'isbot', 'versions', '--json'])).stdout) as string[];
      const other = versions.slice(-2).find((version) => version !== now)!;
      await run('npm', ['install', `isbot@${other}`, '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: lock });
      // Handed over in /var/tmp: Debian 13 mounts a tmpfs on /tmp at boot, which hides what the host writes beneath it.
      mkdirSync(join(server.root, 'var/tmp/lock'), { recursive: true });
      for (const file of ['package.json', 'package-lock.json']) writeFileSync(join(server.root, 'var/tmp/lock', file), readFileSync(join(lock, file)));
      await server.sh('chmod -R a+rX /var/tmp/lock');
      await commit(server, 'cp /var/tmp/lock/package.json /var/tmp/lock/package-lock.json .', `isbot ${now} → ${other}`);
      const made = await later(server, 'update');
      if (made.code !== 0 || !made.release) throw new Error(`the lock-only update failed:\n${made.stdout}`);
      const modules = /^modules: .*$/m.exec(made.stdout)?.[0] ?? '(no modules line)';
      figures.push(`a lock-only release (isbot ${now} → ${other}): ${made.seconds.toFixed(1)} s from npm run release to the new release serving, ${made.wall.toFixed(1)} s with the pull; ${modules}`);
      const { stdout } = await server.sh(`exec 2>&1\n${installLine}`);
      if (installLines(stdout).changed.length || !stdout.includes('Nothing to change')) throw new Error(`after a lock-only release, the install said:\n${stdout}`);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  });
}

/** A commit as the owner makes one, in a clone of their own brought up to date (a push from elsewhere came meanwhile), pushed to the repository: `change` runs in the clone first. */
let commit: (server: Booted, change: string, subject: string) => Promise<unknown>;
const ownersCommit = (REPOSITORY: string) => (server: Booted, change: string, subject: string) =>
  server.sh(`sudo -H -u ${DEPLOY_USER} sh -ec '
[ -d ~/owner ] || git clone -q ${REPOSITORY} ~/owner
cd ~/owner
git pull -q --ff-only
${change}
git -c user.name="Site Owner" -c user.email=owner@example.com commit -qam "${subject}"
git push -q'`);

/**
 * Under a steady load of pages and posts: a release of an edited article, a broken release refused, a
 * rollback; then the counts: nothing refused or failed, every answered post stored once. `workers`: WEB_CONCURRENCY.
 */
async function releasesUnderLoad(server: Booted, port: number, workers: number, received: Received[]): Promise<string[]> {
  const tag = `workers-${workers}`;
  if (workers > 1) {
    await step(`WEB_CONCURRENCY=${workers} in .env, the site restarted`, async () => {
      await server.sh(`echo WEB_CONCURRENCY=${workers} >> ${SETTINGS}\nsudo systemctl restart ${USER}`);
      await ready(port);
      const pid = (await server.sh(`systemctl show -p MainPID --value ${USER}.service`)).stdout.trim();
      expect('the workers the main process started', (await server.sh(`cat /proc/${pid}/task/*/children | wc -w`)).stdout.trim(), String(workers));
    });
  }
  // The first article, edited as the owner edits articles.
  const article = (await server.sh(`cd ${CHECKOUT} && ls src/content/articles/*.md | head -1`)).stdout.trim();
  const page = `/articles/${article.replace(/^.*\//, '').replace(/\.md$/, '')}`;
  const paths = await sitemapPaths(port);
  if (!paths.includes(page)) throw new Error(`the sitemap does not name ${page} (${article})`);

  const load = startLoad(port, { tag, paths });
  const line = `Checked by the systemd test with ${workers} process${workers > 1 ? 'es' : ''}, run ${Date.now()}.`;

  const made = await step(`${tag}: under load, an edited article pulled and released`, async () => {
    await commit(server, `printf "\\n%s\\n" "${line}" >> ${article}`, `An article edited (${tag})`);
    const made = await later(server, 'update');
    if (made.code !== 0 || !made.release) throw new Error(`the update failed:\n${made.stdout}`);
    // The switch said first, then the watch handed to systemd.
    const [switched, watched] = [made.stdout.search(/^switch: /m), made.stdout.search(/^watch: /m)];
    if (switched < 0 || watched < switched) throw new Error(`the release did not say switch: before watch::\n${made.stdout}`);
    expect('the release /readyz names', await liveRelease(port), made.release);
    await standbyStopped(server);
    const answer = await send(port, 'GET', page, '127.0.0.1');
    if (!('status' in answer) || !answer.body.includes(line)) throw new Error(`${page} does not show the edit`);
    return made;
  });

  // A release that passes its check and falls once live: its server ends itself 20 s after it starts on the socket
  // systemd passed (the check's server, on a port of its own, is not touched), as a crash against the live settings
  // or store would. The command has ended; systemd's watch unit sees it fall and puts the release before back.
  const crashed = await step(`${tag}: under load, a release that crashes 20 s after going live is put back by systemd's watch`, async () => {
    const live = await liveRelease(port);
    const kept = (await server.sh(`ls ${SITE}/releases`)).stdout;
    const crash = `if (process.env.LISTEN_FDS) setTimeout(() => { throw new Error(\\"a crash 20 s after going live (${tag})\\"); }, 20_000);`;
    await commit(server, `printf "\\n%s\\n" "${crash}" >> server/index.ts`, `A server that crashes once live (${tag})`);
    const fell = await later(server, 'update');
    if (fell.code !== 0 || !fell.release) throw new Error(`the update of a release that crashes once live said (exit ${fell.code}):\n${fell.stdout}`);
    // The watch puts the release before back within seconds of the crash, 20 s after the switch.
    for (const since = Date.now(); (await liveRelease(port).catch(() => '')) !== live; await new Promise((resolve) => setTimeout(resolve, 500))) {
      if (Date.now() - since > 120_000) throw new Error(`two minutes after the release, /readyz does not name ${live} again:\n${await server.journal(`${USER}-watch.service`)}`);
    }
    // Its lines come as it ends, once it has removed the fallen release's folder: waited for.
    const said = (watch: string) => /fell \d+ s into its \d+ s watch: its process \d+ ended/.test(watch) && watch.includes(`put back by itself: \`current\` → releases/${live}`);
    for (const since = Date.now(); !said(await server.journal(`${USER}-watch.service`)); await new Promise((resolve) => setTimeout(resolve, 500))) {
      if (Date.now() - since > 60_000) throw new Error(`the watch unit's journal does not say it put ${live} back:\n${await server.journal(`${USER}-watch.service`)}`);
    }
    // It failed, as a fallen release should, and root is mailed its lines (OnFailure=, through the site's SMTP
    // server); cleared for the doctor's later runs.
    const subject = `Subject: ${USER}-watch.service failed on `;
    const mailed = () => received.some((mail) => mail.text.replace(/\r?\n[ \t]+/g, ' ').includes(subject) && mail.text.includes(fell.release!));
    for (const since = Date.now(); !mailed(); await new Promise((resolve) => setTimeout(resolve, 500))) {
      if (Date.now() - since > 60_000) throw new Error(`no mail to root about the fallen release within a minute:\n${(await server.sh(`journalctl -u '${USER}-notify@*' -n 30 --no-pager`, { allowFail: true })).stdout}`);
    }
    await server.sh(`systemctl reset-failed ${USER}-watch.service`);
    expect('the live release after the rollback', await liveRelease(port), live);
    await standbyStopped(server);
    expect('current after the rollback', (await server.sh(`readlink ${LIVE}`)).stdout.trim(), `releases/${live}`);
    // The fallen release removed by the watch (the oldest kept may have been pruned when it was made).
    const after = (await server.sh(`ls ${SITE}/releases`)).stdout.trim().split('\n');
    expect('the fallen release among the kept ones', after.includes(fell.release), false);
    expect('the kept releases after the rollback, all there before', after.filter((name) => !kept.includes(name)), []);
    await commit(server, 'git revert --no-commit HEAD', `Revert the crash (${tag})`);
    return { ...fell, until: Date.now() };
  });

  const broken = await step(`${tag}: under load, a commit whose build fails is refused, the live release unchanged`, async () => {
    const live = await liveRelease(port);
    const kept = (await server.sh(`ls ${SITE}/releases`)).stdout;
    await commit(server, `printf "\\nSee [an old page](/no-such-page-${tag}).\\n" >> ${article}`, `A link to no page (${tag})`);
    const refused = await later(server, 'update');
    if (refused.code === 0 || !/stopped at step build/.test(refused.stdout)) throw new Error(`the update of a broken build said (exit ${refused.code}):\n${refused.stdout}`);
    expect('the live release after the refusal', await liveRelease(port), live);
    expect('current after the refusal', (await server.sh(`readlink ${LIVE}`)).stdout.trim(), `releases/${live}`);
    expect('the kept releases after the refusal', (await server.sh(`ls ${SITE}/releases`)).stdout, kept);
    // The owner takes the broken commit back.
    await commit(server, 'git revert --no-commit HEAD', `Revert the link to no page (${tag})`);
    return refused;
  });

  const rolledBack = await step(`${tag}: under load, a rollback`, async () => {
    const back = await later(server, 'rollback');
    if (back.code !== 0 || !back.release) throw new Error(`the rollback failed:\n${back.stdout}`);
    if (back.release === made.release) throw new Error(`the rollback went to ${back.release}, the release it was to leave`);
    expect('the release /readyz names after the rollback', await liveRelease(port), back.release);
    await standbyStopped(server);
    return back;
  });

  const named = await step(`${tag}: under load, a rollback to a named release (the one just left)`, async () => {
    const block = checkedBlock(GUIDE, 'rollback').replace(/rollback$/m, `rollback ${made.release}`);
    if (!block.includes(`rollback ${made.release}`)) throw new Error('the guide\'s rollback block no longer ends with `rollback`');
    const since = Date.now();
    const { stdout, code } = await server.sh(`exec 2>&1\n${block}`, { allowFail: true });
    if (code !== 0 || !stdout.includes(`Release ${made.release} is live`)) throw new Error(`the named rollback said (exit ${code}):\n${stdout}`);
    expect('the release /readyz names after the named rollback', await liveRelease(port), made.release);
    await standbyStopped(server);
    return { since, until: Date.now() };
  });

  const counts = await step(`${tag}: the load stopped: nothing refused, nothing failed, every answered post stored once`, async () => {
    const counts = await load.stop();
    // The crash's own moment is not a switch: the requests in flight when the process fell are lost with it.
    const { failures, lostPosts, lost } = outside(counts, crashed.since, crashed.until);
    expect(`what went wrong besides the crash (${counts.problems.join('; ') || 'nothing'})`, failures, { refused: 0, networkErrors: 0, serverErrors: 0, otherStatus: 0 });
    if (lost.length) console.log(`  lost with the crashed process: ${lost.join(', ')}`);
    const { stdout } = await server.sh(`${SERVER_LEADS} export --format json`);
    const stored = (JSON.parse(stdout) as { email: string }[]).map((lead) => lead.email).filter((email) => email.startsWith(`load-${tag}-`));
    // A post lost with the crash may have been stored before it: never twice, and nothing else.
    const storedBesides = stored.filter((email) => !counts.answeredPosts.includes(email));
    expect('the load\'s answered leads in the store', stored.filter((email) => counts.answeredPosts.includes(email)).sort(), [...counts.answeredPosts].sort());
    expect('leads stored besides the answered ones (only posts lost in the crash, once)', storedBesides.filter((email) => !lostPosts.includes(email) || storedBesides.indexOf(email) !== storedBesides.lastIndexOf(email)), []);
    if (counts.answeredPosts.length < 10) throw new Error(`only ${counts.answeredPosts.length} posts were answered`);
    return counts;
  });
  const wait = (what: { since: number; until: number }) => `${(longestWait(counts.waits, what.since, what.until) / 1000).toFixed(1)} s`;
  return [
    `${tag}: the longest any visitor waited: through the release ${wait(made)}, the rollback ${wait(rolledBack)}, the named rollback ${wait(named)}; through the crash and the rollback the command made by itself ${wait(crashed)}`,
    `${tag}: ${made.seconds.toFixed(1)} s from npm run release to the new release serving; the update of a broken commit refused in ${broken.wall.toFixed(1)} s; a rollback ${rolledBack.seconds.toFixed(1)} s (the command's own figures, from its start to /readyz naming the release)`,
    `${tag}: load of ${counts.pages} page requests and ${counts.posts} posts (${counts.answeredPosts.length} answered, each stored once): refused ${counts.refused}, network errors ${counts.networkErrors}, 5xx ${counts.serverErrors}, other ${counts.otherStatus}`,
  ];
}

/** The unit's hardening, as it holds on the running process. */
async function hardening(server: Booted) {
  const pid = (await server.sh(`systemctl show -p MainPID --value ${USER}.service`)).stdout.trim();
  await step(`the main process (${pid}) runs as ${USER}`, async () => {
    expect('its user', (await server.sh(`stat -c %U /proc/${pid}`)).stdout.trim(), USER);
  });

  await step('ProtectSystem=strict: the system and the code are read-only to it, its state directory is not', async () => {
    // Root, in the service's own mount namespace: what fails there fails for any user, whatever the permissions.
    const probe = (dir: string) => server.sh(`nsenter -t ${pid} -m touch ${dir}/.probe-$$ 2>&1 && rm ${dir}/.probe-$$ && echo writable`, { allowFail: true });
    for (const dir of ['/usr', '/etc', SITE, `${LIVE}/`]) {
      const { stdout } = await probe(dir);
      if (!stdout.includes('Read-only file system')) throw new Error(`${dir} in the service's namespace: ${stdout.trim()}`);
      // The same write outside it (the server's own root) succeeds: the unit makes the difference.
      expect(`${dir} outside the service`, (await server.sh(`touch ${dir}/.probe && rm ${dir}/.probe && echo writable`)).stdout.trim(), 'writable');
    }
    expect(`/var/lib/${STATE} as the site's user, in the service's namespace`, (await server.sh(`nsenter -t ${pid} -m setpriv --reuid=${USER} --regid=${USER} --clear-groups sh -c 'touch /var/lib/${STATE}/.probe && rm /var/lib/${STATE}/.probe && echo writable'`)).stdout.trim(), 'writable');
  });

  await step(`its state directory /var/lib/${STATE} is ${USER}'s alone (0700)`, async () => {
    expect('mode and owner', (await server.sh(`stat -c '%a %U:%G' /var/lib/${STATE}`)).stdout.trim(), `700 ${USER}:${USER}`);
  });

  await step('systemd-analyze security', async () => {
    const { stdout } = await server.sh(`systemd-analyze security --no-pager ${USER}.service`);
    const level = /Overall exposure level for .*$/m.exec(stdout)?.[0];
    if (!level) throw new Error(`systemd-analyze security said:\n${stdout}`);
    console.log(`  ${level}`);
  });
}

await main();
