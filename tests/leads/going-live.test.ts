/**
 * The guides' commands that can run here, read out of the guides themselves (the blocks after a
 * `<!-- checked: NAME -->` comment), so a guide and what it tells the operator to type cannot drift apart:
 * the key pair, the .env lines, the units, the lead commands on a real store in a real temporary DATA_DIR
 * with a real .env, the export and the tax IDs opened from a backup, Prometheus's configuration with
 * promtool. What needs the server itself (apt-get, systemctl, nginx, mail) is not run; the names it uses
 * are checked against the units.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { openSqliteStore } from '../../server/leads/store/sqlite-store';
import { maskTaxId, parsePublicKey, sealTaxId } from '../../server/leads/seal';
import { SERVICE, STANDBY } from '../../server/releases/switch';
import { checkedBlock, CHECKOUT, DEPLOY_USER, FOLDER, runBlock, SERVER_LEADS, SETTINGS, STATE, USER } from '../support/doc-blocks';

const run = promisify(execFile);
const GOING_LIVE = 'docs/going-live.md';
const LEADS = 'docs/leads-and-privacy.md';

describe('docs/going-live.md and the lead command, run as written', () => {
  it('names one folder, one user and the units\' state directories, everywhere in the guides', () => {
    const guides = ['README.md', ...readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
    for (const file of guides) {
      const text = readFileSync(file, 'utf8');
      for (const [folder] of text.matchAll(/\/srv\/[\w.-]+/g)) expect(folder, file).toBe(FOLDER);
      for (const [, user] of text.matchAll(/sudo -u ([\w-]+)/g)) expect([USER, DEPLOY_USER], file).toContain(user);
      for (const [, dir] of text.matchAll(/\/var\/lib\/([\w.-]+)/g)) expect([STATE, `${STATE}-backups`, `${STATE}-publish`], file).toContain(dir);
      // On the server the lead command is node itself, as the units run it: never npm under sudo.
      expect(text, file).not.toMatch(/sudo (-u \S+ )?npm run leads/);
      // The site's user runs the lead command and reads the code; the deploy user pulls, installs and builds; root neither.
      // Root runs git only in its own copy, never in the deploy user's checkout (docs/decisions/042-root-reads-only-root-s-files.md).
      expect(text, file).not.toMatch(new RegExp(`sudo -u ${USER} (git|npm)\\b|sudo -u ${DEPLOY_USER} node|sudo npm\\b|sudo git (?!clone \\S+ /usr/local/src/magnolia-site$|-C /usr/local/src/magnolia-site )`, 'm'));
    }
  });

  it('runs the lead command on the server through sudo magnolia-site-leads, and git and the release command in the checkout', () => {
    const guides = ['README.md', ...readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
    let leadBlocks = 0;
    let deployBlocks = 0;
    for (const file of guides) {
      for (const [block] of readFileSync(file, 'utf8').matchAll(/```sh\n[\s\S]*?```/g)) {
        // On the server the lead command is deploy/leads (root's file, the site's code given no terminal of the
        // administrator's); never the release's leads.js run straight from a sudo.
        expect(block, `${file}: ${block}`).not.toMatch(/sudo .*dist\/server\/leads\.js/);
        if (block.includes(SERVER_LEADS)) leadBlocks++;
        // git and the release command: in the checkout, the last folder the block went to before them.
        const deployStep = block.search(/git pull|npm run release|npm ci/);
        const lastCd = [...block.slice(0, deployStep).matchAll(/^\s*cd (\S+)$/gm)].at(-1)?.[1];
        if (deployStep >= 0 && lastCd) {
          expect(lastCd, `${file}: ${block}`).toBe(CHECKOUT);
          deployBlocks++;
        }
      }
    }
    expect([leadBlocks, deployBlocks].every((count) => count >= 2), `${leadBlocks} blocks run the lead command, ${deployBlocks} git or a release`).toBe(true);
    // The deploy user's steps, as written: the checkout its own, a release made and rolled back.
    expect(checkedBlock(GOING_LIVE, 'update').split('\n')).toEqual([`cd ${CHECKOUT}`, `sudo -u ${DEPLOY_USER} git pull`, `sudo -u ${DEPLOY_USER} npm run release`]);
    expect(checkedBlock(GOING_LIVE, 'rollback').split('\n')).toEqual([
      `cd ${CHECKOUT}`,
      `sudo -u ${DEPLOY_USER} npm run release -- list`,
      `sudo -u ${DEPLOY_USER} npm run release -- rollback`,
    ]);
  });

  it('sets the server up with one command from root\'s own copy, the two users and folders by systemd\'s own tools, no more than six typed lines on the server before "Later"', () => {
    const [update, git, clone, install] = checkedBlock(GOING_LIVE, 'install').split('\n');
    expect(update).toBe('sudo apt-get update');
    expect(git).toBe('sudo apt-get install -y git');
    expect(clone).toBe('sudo git clone REPOSITORY /usr/local/src/magnolia-site');
    expect(install).toMatch(/^sudo \/usr\/local\/src\/magnolia-site\/deploy\/install --domain \S+ --email \S+ --public-key THE-LINE-STEP-1-PRINTED$/);
    expect(checkedBlock(GOING_LIVE, 'doctor')).toBe('sudo magnolia-site-doctor');
    // Typed on the server before "Later": every command block of the steps but the key pair (typed at home).
    const steps = readFileSync(GOING_LIVE, 'utf8').split('\n## Later')[0]!;
    const typed = [...steps.matchAll(/<!-- checked: ([\w-]+) -->\n\s*```sh\n([\s\S]*?)```/g)].filter(([, name]) => name !== 'key-pair').flatMap(([, , block]) => block!.trim().split('\n'));
    expect(typed.length).toBeLessThanOrEqual(6);
    expect(steps.match(/```sh/g)).toHaveLength(3);
    // The command's names are the units' and the guides' (deploy/install, readonly at its top).
    const command = readFileSync('deploy/install', 'utf8');
    const constant = (name: string) => new RegExp(`\\b${name}=([^ \\n]+)`).exec(command)?.[1];
    expect([constant('SITE'), constant('DEPLOY'), constant('HOME_DIR'), constant('SETTINGS')]).toEqual([USER, DEPLOY_USER, FOLDER, SETTINGS]);
    expect(constant('CHECKOUT')).toBe(`$HOME_DIR/${CHECKOUT.slice(FOLDER.length + 1)}`);
    const users = readFileSync('deploy/sysusers.d/magnolia-site.conf', 'utf8').split('\n').filter((line) => line && !line.startsWith('#'));
    // Two users, and no membership: the deploy user is in no group of the site's (it reads none of its secrets).
    expect(users.map((line) => line.split(/\s+/).slice(0, 2).join(' '))).toEqual([`u ${USER}`, `u ${DEPLOY_USER}`]);
    expect(users[1]).toContain(` /home/${DEPLOY_USER} `);
    const folders = readFileSync('deploy/tmpfiles.d/magnolia-site.conf', 'utf8').split('\n').filter((line) => line && !line.startsWith('#'));
    expect(folders).toEqual(expect.arrayContaining([`d ${FOLDER} 0755 ${DEPLOY_USER} ${DEPLOY_USER} -`, `d ${SETTINGS.replace(/\/[^/]+$/, '')} 0755 root root -`]));
  });

  it('lets the deploy user restart the site and start and stop its standby, exactly as the release command does, and nothing else', async (context) => {
    const lines = readFileSync('deploy/sudoers.d/magnolia-site', 'utf8').split('\n').filter((line) => line && !line.startsWith('#'));
    // The command lines the release command runs (server/releases/switch.ts), at the path Debian's systemctl has.
    expect(lines).toEqual([
      `${DEPLOY_USER} ALL=(root) NOPASSWD: /usr/bin/systemctl restart ${SERVICE}`,
      `${DEPLOY_USER} ALL=(root) NOPASSWD: /usr/bin/systemctl start ${STANDBY}, /usr/bin/systemctl stop ${STANDBY}`,
    ]);
    expect(SERVICE).toBe(`${USER}.service`);
    expect(STANDBY).toBe(`${USER}-standby.service`);
    // Checked by visudo before the install command puts it in place from root's own copy, root's and 440.
    const command = readFileSync('deploy/install', 'utf8');
    expect(command).toContain('visudo -cqf "$SOURCE/deploy/sudoers.d/$SITE"');
    expect(command).toContain('put "$SOURCE/deploy/sudoers.d/$SITE" /etc/sudoers.d/$SITE 440');
    const visudo = ['/usr/sbin/visudo', '/usr/bin/visudo'].find((path) => existsSync(path));
    context.skip(!visudo, 'no visudo on this machine (sudo is not installed): test:systemd installs the line and runs visudo -c');
    const { stdout } = await run(visudo!, ['-c', '-f', 'deploy/sudoers.d/magnolia-site']);
    expect(stdout).toContain('parsed OK');
  });

  it('makes a key pair whose printed public half the server takes, and the tax IDs sealed to it open with the private half', async () => {
    const machine = mkdtempSync(join(tmpdir(), 'mcp-own-machine-'));
    const { stdout } = await runBlock(checkedBlock(GOING_LIVE, 'key-pair'), { site: machine, state: machine, cwd: machine, home: machine });
    const publicKey = stdout.trim();
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(() => parsePublicKey(publicKey)).not.toThrow();
    expect(statSync(join(machine, 'leads-private-key.pem')).isFile()).toBe(true);
  });

  it('sets in .env only settings .env.example names, with DATA_DIR where the units keep the leads', () => {
    const lines = checkedBlock(GOING_LIVE, 'env').split('\n');
    const example = readFileSync('.env.example', 'utf8');
    for (const line of lines) {
      const name = /^([A-Z_]+)=/.exec(line)?.[1];
      expect(name, line).toBeDefined();
      expect(example, name).toMatch(new RegExp(`^# ${name}=`, 'm'));
    }
    expect(lines).toContain(`DATA_DIR=/var/lib/${STATE}`);
  });

  it('installs units that exist and pass systemd-analyze verify, and enables the site and both timers', { timeout: 30_000 }, async () => {
    const command = readFileSync('deploy/install', 'utf8');
    // Every unit of deploy/systemd, as the install command copies them (its glob), and the ones it enables.
    const pattern = /^for unit in "\$SOURCE"\/deploy\/systemd\/\$SITE\*; do put "\$unit" "\/etc\/systemd\/system\//m;
    expect(command).toMatch(pattern);
    const copies = mkdtempSync(join(tmpdir(), 'mcp-etc-systemd-'));
    const installed = readdirSync('deploy/systemd').filter((name) => name.startsWith(USER));
    // verify looks for ExecStart's program: here node is wherever this test's Node is.
    for (const name of installed) {
      writeFileSync(join(copies, name), readFileSync(`deploy/systemd/${name}`, 'utf8').replace(/^ExecStart=node /gm, `ExecStart=${process.execPath} `));
    }
    expect(installed).toEqual(readdirSync('deploy/systemd'));
    const enabled = /^enable=\((.+)\)$/m.exec(command)![1]!.replaceAll('$SITE', USER).split(' ');
    expect(enabled.map((name) => (name.includes('.') ? name : `${name}.service`)).filter((name) => !installed.includes(name))).toEqual([]);
    expect(enabled.map((name) => name.replace(/\.service$/, ''))).toEqual(expect.arrayContaining([USER, `${USER}-backup.timer`, `${USER}-check.timer`]));
    const { stdout, stderr } = await run('systemd-analyze', ['verify', ...installed.map((name) => join(copies, name))]);
    expect(stdout + stderr).toBe('');
  });

  it('runs the test lead\'s commands, every lead command and the export on a real store, as the site\'s user would with its .env', { timeout: 120_000 }, async () => {
    const site = mkdtempSync(join(tmpdir(), 'mcp-srv-'));
    const state = mkdtempSync(join(tmpdir(), 'mcp-var-lib-'));
    const home = mkdtempSync(join(tmpdir(), 'mcp-home-'));
    const machine = mkdtempSync(join(tmpdir(), 'mcp-own-machine-'));
    const publicKeyText = (await runBlock(checkedBlock(GOING_LIVE, 'key-pair'), { site: machine, state, cwd: machine, home })).stdout.trim();
    // The .env of step 4, as the operator fills it in; the units make the state directories.
    const env = checkedBlock(GOING_LIVE, 'env').replace(/^LEADS_PUBLIC_KEY=.*$/m, `LEADS_PUBLIC_KEY=${publicKeyText}`).replaceAll('/var/lib/', `${state}/`);
    writeFileSync(join(site, '.env'), `${env}\n`);
    for (const dir of [STATE, `${STATE}-backups`]) mkdirSync(join(state, dir), { mode: 0o700 });

    const store = openSqliteStore(join(state, STATE, 'leads.db'));
    const id = crypto.randomUUID();
    const applicationId = crypto.randomUUID();
    const TAX_ID = '12-3456789';
    try {
      await store.insert({
        id, kind: 'contact', receivedAt: new Date(), spam: false, sealedTaxId: null, destinations: ['email'],
        fields: { name: 'You', email: 'you@example.com', phone: '', business: '', message: 'A test lead' },
      });
      await store.insert({
        id: applicationId, kind: 'application', receivedAt: new Date(), spam: false, destinations: ['email'],
        sealedTaxId: await sealTaxId(TAX_ID, parsePublicKey(publicKeyText), applicationId),
        fields: {
          businessName: 'Gulf Breeze Diner', dba: '', businessType: 'llc', taxId: maskTaxId(TAX_ID), yearsInBusiness: '6', ownerName: 'Marisol Fountain',
          email: 'marisol@gulfbreeze.example', phone: '', street: '12 Beach Blvd', city: 'Biloxi', state: 'MS', zip: '39530',
          monthlyVolume: '$40,000', averageTicket: '$25', highTicket: '$400',
        },
      });
      await store.insert({
        id: crypto.randomUUID(), kind: 'contact', receivedAt: new Date(), spam: false, sealedTaxId: null, destinations: ['email'],
        fields: { name: 'Person', email: 'person@example.com', phone: '', business: '', message: 'Forget me' },
      });
    } finally {
      await store.close();
    }
    const places = { site, state, cwd: home, home, id: applicationId };

    // Step 8: the test lead counted, then deleted; check silent, as the check unit runs it.
    const testLead = await runBlock(checkedBlock(GOING_LIVE, 'test-lead'), places);
    expect(testLead.stdout).toMatch(/waiting/);
    expect(testLead.stdout).toContain('Deleted 1 lead and 1 delivery of you@example.com.');

    // The export, into a file of the operator's only they can read.
    await runBlock(checkedBlock(LEADS, 'export'), places);
    const csv = join(home, 'leads.csv');
    expect(statSync(csv).mode & 0o777).toBe(0o600);
    expect(readFileSync(csv, 'utf8')).toContain('Gulf Breeze Diner');
    expect(readFileSync(csv, 'utf8')).toContain('person@example.com');
    expect(readFileSync(csv, 'utf8')).not.toContain('you@example.com');
    expect(readFileSync(csv, 'utf8')).not.toContain(TAX_ID);

    // Every command of the reference, in order: person@example.com forgotten, the application backed up.
    const reference = checkedBlock(LEADS, 'lead-command');
    const lines = reference.split('\n').filter((line) => line.startsWith(SERVER_LEADS));
    expect(lines.map((line) => line.slice(SERVER_LEADS.length).trim().split(' ')[0])).toEqual(
      expect.arrayContaining(['list', 'show', 'report', 'status', 'check', 'retry', 'delete', 'purge', 'backup']),
    );
    const all = await runBlock(reference, places);
    expect(all.stdout).toContain('Gulf Breeze Diner');
    expect(all.stdout).toMatch(new RegExp(`^lead +${applicationId}$`, 'm'));
    expect(all.stdout).toContain('Deleted 1 lead and 1 delivery of person@example.com.');
    const backups = readdirSync(join(state, `${STATE}-backups`));
    expect(backups).toEqual([expect.stringMatching(/^leads-.+Z\.db$/)]);

    // The tax IDs opened on the operator's machine, from that backup, under the name the guide gives it,
    // in a private folder outside the site's: nothing of it is left where a commit could take it.
    const example = /mv (leads-\S+\.db) /.exec(checkedBlock(LEADS, 'tax-ids'))![1]!;
    copyFileSync(join(state, `${STATE}-backups`, backups[0]!), join(machine, example));
    const before = readdirSync(machine);
    const folder = (await runBlock(checkedBlock(LEADS, 'tax-ids'), { ...places, cwd: machine })).stdout.trim().split('\n').at(-1)!;
    expect(folder.startsWith(machine)).toBe(false);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(readdirSync(machine)).toEqual(before.filter((name) => name !== example));
    const opened = JSON.parse(readFileSync(join(folder, 'leads-with-tax-ids.json'), 'utf8')) as { id: string; taxId: string }[];
    expect(opened.find((lead) => lead.id === applicationId)?.taxId).toBe(TAX_ID);
  });

  it('copies a backup into the administrator\'s home as the guide says, mode 0600, and refuses a link or a FIFO planted under a backup\'s name', { timeout: 30_000 }, async () => {
    const state = mkdtempSync(join(tmpdir(), 'mcp-var-lib-'));
    const backups = join(state, `${STATE}-backups`);
    mkdirSync(backups, { mode: 0o700 });
    const home = mkdtempSync(join(tmpdir(), 'mcp-home-'));
    // Here as this test's own user: the site's user, who owns the backups, and root (sudo) are the server's.
    const block = checkedBlock(LEADS, 'backup-copy').replaceAll(`sudo -u ${USER} `, '').replaceAll('sudo ', '');
    const name = /\/(leads-[^/\s"]+\.db)/.exec(block)![1]!;
    const copy = join(home, name);
    const secret = join(mkdtempSync(join(tmpdir(), 'mcp-etc-')), 'shadow');
    writeFileSync(secret, 'root:$y$not-for-the-admin\n', { mode: 0o600 });
    const copyAs = () => runBlock(block, { site: home, state, cwd: home, home }).then(() => 'copied', (error: { stderr: string }) => `refused: ${error.stderr.trim()}`);

    symlinkSync(secret, join(backups, name));
    expect(await copyAs()).toMatch(/^refused: .*not a regular file/);
    expect(existsSync(copy) && readFileSync(copy, 'utf8').includes('not-for-the-admin')).toBe(false);
    rmSync(join(backups, name));
    rmSync(copy, { force: true });
    // A FIFO would make a reader wait for ever for a writer: refused at once.
    await run('mkfifo', [join(backups, name)]);
    expect(await copyAs()).toMatch(/^refused: .*not a regular file/);
    rmSync(join(backups, name));
    rmSync(copy, { force: true });

    writeFileSync(join(backups, name), 'SQLite format 3\0 and the rest of a backup');
    expect(await copyAs()).toBe('copied');
    expect(readFileSync(copy, 'utf8')).toBe('SQLite format 3\0 and the rest of a backup');
    expect(statSync(copy).mode & 0o777).toBe(0o600);
  });

  it('for a Prometheus of the administrator\'s own: the job and the rules added to Debian\'s prometheus.yml, keeping its jobs, and promtool accepts it', { timeout: 30_000 }, async () => {
    // The rules where the install command puts them (deploy/install's ALERT_RULES), in /etc/prometheus.
    const [, rulesFile] = /^readonly ALERT_RULES=\/etc\/prometheus\/\$SITE(-alerts\.yml)$/m.exec(readFileSync('deploy/install', 'utf8'))!;
    const added = parse(checkedBlock(GOING_LIVE, 'prometheus-yml')) as { rule_files: string[]; scrape_configs: { job_name: string }[] };
    const ours = parse(readFileSync('deploy/prometheus/prometheus.yml', 'utf8')) as typeof added;
    expect(added.rule_files).toEqual([`${USER}${rulesFile}`]);
    expect(added.rule_files).toEqual(ours.rule_files);
    // The same job as deploy/prometheus/prometheus.yml, the one the rules name.
    expect(added.scrape_configs).toEqual(ours.scrape_configs.filter((job) => job.job_name === USER));

    // Debian's configuration, as the package installs it (.ci/run installs prometheus), with the lines added.
    const etc = mkdtempSync(join(tmpdir(), 'mcp-etc-prometheus-'));
    const debian = parse(readFileSync('/etc/prometheus/prometheus.yml', 'utf8')) as { rule_files?: string[] | null; scrape_configs: { job_name: string }[] };
    const jobs = debian.scrape_configs.map((job) => job.job_name);
    expect(jobs.length).toBeGreaterThan(0);
    const edited = { ...debian, rule_files: [...(debian.rule_files ?? []), ...added.rule_files], scrape_configs: [...debian.scrape_configs, ...added.scrape_configs] };
    writeFileSync(join(etc, 'prometheus.yml'), stringify(edited));
    copyFileSync('deploy/prometheus/alerts.yml', join(etc, added.rule_files[0]!));

    const check = checkedBlock(GOING_LIVE, 'prometheus-check').split('\n');
    expect(check[1]).toBe('sudo systemctl reload prometheus');
    const { stdout } = await run('sh', ['-ec', check[0]!.replaceAll('/etc/prometheus/', `${etc}/`)]);
    expect(stdout).toContain('SUCCESS: 1 rule files found');
    expect(stdout).toMatch(new RegExp(`${added.rule_files[0]!.replaceAll('.', '\\.')}\\n?\\s*SUCCESS: 5 rules found`));
    expect(stdout).toContain(`SUCCESS: ${join(etc, 'prometheus.yml')} is valid prometheus config file syntax`);
    expect((parse(readFileSync(join(etc, 'prometheus.yml'), 'utf8')) as typeof debian).scrape_configs.map((job) => job.job_name)).toEqual([...jobs, USER]);
  });
});
