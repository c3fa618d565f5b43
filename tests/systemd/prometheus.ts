/**
 * The install command's optional step, Prometheus and Alertmanager (`--prometheus`, the guide's `prometheus`
 * block), on the server test:systemd set up: called by tests/systemd/going-live.ts once the site is live and the
 * doctor has checked it. Debian's packages are in the container's root, installed but not started (as before an
 * `apt-get install`); their configuration files are Debian's own. After the block: both answer on 127.0.0.1
 * alone; Prometheus scrapes the site's metrics port and holds the five rules; an alert handed to Alertmanager
 * reaches the owner's mailbox (the local receiver) through the site's mail account; the doctor says so, and names
 * Alertmanager stopped with its fix. Run again, the block changes nothing; a prometheus.yml of the administrator's
 * own is left as it is, with a warning.
 */
import { checkedBlock, SETTINGS, USER } from '../support/doc-blocks';
import type { Booted } from './container';
import { DOCTOR, expectLine, runDoctor, type Received, type Step } from './doctor';

const GUIDE = 'docs/going-live.md';
/** Where the install command's drop-ins make them listen: the host's loopback too, as the container shares it. */
const PROMETHEUS = 'http://127.0.0.1:9090';
const ALERTMANAGER = 'http://127.0.0.1:9093';

async function json(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Waits up to `seconds` for `check` to return a value; the last error names what was awaited. */
async function within<T>(seconds: number, what: string, check: () => Promise<T | undefined>): Promise<T> {
  let last: unknown;
  for (const since = Date.now(); Date.now() - since < seconds * 1000; await new Promise((resolve) => setTimeout(resolve, 1000))) {
    try {
      const found = await check();
      if (found !== undefined) return found;
    } catch (error) {
      last = error;
    }
  }
  throw new Error(`${what}: not within ${seconds} s${last ? ` (${String(last)})` : ''}`);
}

/**
 * The guide's block, with --no-tls as the install block had it (no DNS points here: without it the command would
 * install certbot and try for a certificate); the install command's `LEVEL prometheus: …` lines, and whether it
 * ended with nothing to change.
 */
async function runBlock(server: Booted, password: string) {
  const block = checkedBlock(GUIDE, 'prometheus');
  if (!/ --prometheus$/.test(block)) throw new Error(`${GUIDE}'s prometheus block no longer ends with --prometheus: update tests/systemd/prometheus.ts with it`);
  const { stdout, stderr } = await server.sh(`exec 2>&1\n${block} --no-tls`);
  if (stdout.includes(password) || stderr.includes(password)) throw new Error(`the install printed the SMTP password:\n${stdout}`);
  return { stdout, lines: stdout.split('\n').filter((line) => /^(ok|done|warn|FAIL) +prometheus: /.test(line)), nothingChanged: stdout.includes('Nothing to change') };
}

export async function prometheusChecks(server: Booted, { step, metricsPort, mail }: { step: Step; metricsPort: number; mail: { password: string; received: Received[] } }) {
  const owner = (await server.sh(`sed -n 's/^LEADS_EMAIL_TO=//p' ${SETTINGS}`)).stdout.trim();

  await step('the guide\'s prometheus block: Prometheus and Alertmanager set up from the answers, each file checked first', async () => {
    const { stdout, lines } = await runBlock(server, mail.password);
    console.log(stdout.replace(/^/gm, '  '));
    if (lines.length !== 1 || !lines[0]!.startsWith('done prometheus: /etc/prometheus/magnolia-site-alerts.yml /etc/prometheus/prometheus.yml /etc/prometheus/alertmanager.yml'))
      throw new Error(`one "done prometheus" line naming the three files expected:\n${stdout}`);
    const modes = (await server.sh('stat -c "%n %U:%G %a" /etc/prometheus/alertmanager.yml /etc/prometheus/prometheus.yml /etc/prometheus/magnolia-site-alerts.yml')).stdout.trim().split('\n');
    const wanted = ['/etc/prometheus/alertmanager.yml root:prometheus 640', '/etc/prometheus/prometheus.yml root:root 644', '/etc/prometheus/magnolia-site-alerts.yml root:root 644'];
    if (JSON.stringify(modes) !== JSON.stringify(wanted)) throw new Error(`owners and modes: ${JSON.stringify(modes)}, not ${JSON.stringify(wanted)}`);
  });

  await step('Prometheus and Alertmanager listen on 127.0.0.1 alone (Debian\'s listen on every address), Alertmanager with no peer port; beyond the loopback, only nginx on port 80', async () => {
    const sockets = (await server.sh('ss -Hltnp')).stdout.split('\n').filter(Boolean).map((line) => {
      const fields = line.trim().split(/\s+/);
      return { address: fields[3]!, program: /users:\(\("([^"]+)"/.exec(line)?.[1] ?? '?' };
    });
    const theirs = sockets.filter(({ program }) => program.startsWith('prometheus')).map(({ address }) => address);
    if (theirs.sort().join(' ') !== '127.0.0.1:9090 127.0.0.1:9093') throw new Error(`they listen on ${theirs.join(', ')}`);
    // The container shares the host's network: a host program's socket is listed without its name (another PID
    // namespace), and is not the server's.
    const open = sockets.filter(({ address, program }) => program !== '?' && !/^(127\.\d+\.\d+\.\d+|\[::1\]):\d+$/.test(address));
    const notNginx = open.filter(({ address, program }) => !(program === 'nginx' && /:80$/.test(address)));
    if (notNginx.length > 0) throw new Error(`beyond the loopback: ${notNginx.map(({ address, program }) => `${program} on ${address}`).join(', ')}`);
  });

  await step(`Prometheus scrapes the site on 127.0.0.1:${metricsPort}, holds the five rules, and knows its Alertmanager`, async () => {
    const query = `${PROMETHEUS}/api/v1/query?query=${encodeURIComponent(`up{job="${USER}"}`)}`;
    await within(90, `up{job="${USER}"} == 1`, async () => {
      const { data } = (await json(query)) as { data: { result: { metric: { instance: string }; value: [number, string] }[] } };
      const [target] = data.result;
      if (target && target.metric.instance !== `127.0.0.1:${metricsPort}`) throw new Error(`it scrapes ${target.metric.instance}`);
      return target?.value[1] === '1' ? true : undefined;
    });
    const { data } = (await json(`${PROMETHEUS}/api/v1/rules`)) as { data: { groups: { name: string; rules: { name: string }[] }[] } };
    const rules = data.groups.filter((group) => group.name === USER).flatMap((group) => group.rules.map((rule) => rule.name));
    if (rules.length !== 5) throw new Error(`its rules: ${rules.join(', ')}`);
    const managers = (await json(`${PROMETHEUS}/api/v1/alertmanagers`)) as { data: { activeAlertmanagers: { url: string }[] } };
    if (!managers.data.activeAlertmanagers.some((manager) => manager.url.startsWith(ALERTMANAGER))) throw new Error(`its Alertmanagers: ${JSON.stringify(managers.data)}`);
  });

  await step(`an alert handed to Alertmanager reaches ${owner} through the site's mail account (its login)`, async () => {
    const alertname = `MagnoliaSiteTest${Date.now()}`;
    await fetch(`${ALERTMANAGER}/api/v2/alerts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ labels: { alertname, severity: 'warning' }, annotations: { summary: 'A test alert from test:systemd' } }]),
      signal: AbortSignal.timeout(10_000),
    }).then((response) => {
      if (!response.ok) throw new Error(`POST /api/v2/alerts: ${response.status}`);
    });
    // Alertmanager waits 30 s (group_wait) for more of a group before it sends.
    await within(90, `a mail to ${owner} about ${alertname}`, async () =>
      mail.received.find((message) => message.to.includes(owner) && message.text.includes(alertname)));
  });

  await step('doctor: Prometheus scrapes the site; Alertmanager stopped is named with its fix, exit 1; started, well', async () => {
    const well = await runDoctor(server);
    expectLine(well, 'alerts', 'ok', /^Prometheus scrapes the site's metrics; Alertmanager is running$/);
    await server.sh('systemctl stop prometheus-alertmanager');
    const stopped = await runDoctor(server);
    expectLine(stopped, 'alerts', 'FAIL', /^not running: prometheus-alertmanager: no alert about the site reaches anyone; fix: read why: sudo journalctl -u prometheus-alertmanager -n 50$/);
    if (stopped.code !== 1) throw new Error(`${DOCTOR} exited ${stopped.code} with Alertmanager stopped`);
    await server.sh('systemctl start prometheus-alertmanager');
    expectLine(await runDoctor(server), 'alerts', 'ok', /^Prometheus scrapes the site's metrics/);
  });

  await step('the block run again: nothing to change', async () => {
    const again = await runBlock(server, mail.password);
    if (!again.nothingChanged || again.lines.length !== 1 || !again.lines[0]!.startsWith('ok   prometheus: ')) throw new Error(`the second run:\n${again.stdout}`);
  });

  await step('a prometheus.yml of the administrator\'s own (its first line deleted) is left as it is, with a warning', async () => {
    const file = '/etc/prometheus/prometheus.yml';
    await server.sh(`cp -p ${file} /root/prometheus.yml.before\nsed -i 1d ${file}\nsha256sum ${file} >/root/own.sha256`);
    try {
      const own = await runBlock(server, mail.password);
      if (!own.lines.some((line) => line.startsWith(`warn prometheus: ${file}: your own, left as it is`))) throw new Error(`a warning about ${file} expected:\n${own.stdout}`);
      await server.sh('sha256sum -c --quiet /root/own.sha256');
    } finally {
      await server.sh(`mv /root/prometheus.yml.before ${file}`);
    }
  });
}
