/**
 * The alerting rules in deploy/prometheus, checked with Debian's promtool (package prometheus; .ci/run
 * installs it): valid rules and scrape configuration, and each alert's unit test, firing and not firing.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { program } from '../support/program';

const promtool = program('promtool', 'prometheus');
const DIR = 'deploy/prometheus';
const rules = readFileSync(`${DIR}/alerts.yml`, 'utf8');
const unitTests = readFileSync(`${DIR}/alerts.test.yml`, 'utf8');
const alerts = [...rules.matchAll(/^\s+- alert: (\w+)$/gm)].map((m) => m[1]!);

/** The metrics the site serves, named as dashboards and these rules depend on (issue 30). */
const SERVED = [
  'http_requests_total', 'http_request_duration_seconds', 'leads_received_total', 'lead_deliveries_total',
  'lead_deliveries_waiting', 'lead_deliveries_dead', 'lead_delivery_oldest_waiting_seconds', 'leads_without_destination',
];

describe('deploy/prometheus', () => {
  it('holds the five alerts: the site down, server errors, a delivery waiting over an hour, one dead, leads without destination', () => {
    expect(alerts).toEqual(['MagnoliaSiteDown', 'MagnoliaSiteServerErrors', 'LeadDeliveryWaitingOverAnHour', 'LeadDeliveryDead', 'LeadsWithoutDestination']);
  });

  it('reads only the metrics the site serves, and Prometheus\'s up', () => {
    const expressions = [...rules.matchAll(/\bexpr: ([\s\S]*?)\n\s+(?:for|labels):/g)].map((m) => m[1]!).join('\n');
    const names = new Set(expressions.match(/\b[a-z_]+(?=\{)/g));
    expect([...names].filter((name) => !['up', ...SERVED].includes(name))).toEqual([]);
    expect(names.size).toBeGreaterThanOrEqual(5);
  });

  it('passes promtool check rules, and check config on prometheus.yml beside the rules as the install command names them', { timeout: 120_000 }, async () => {
    expect((await promtool(['check', 'rules', `${DIR}/alerts.yml`])).stdout).toContain(`SUCCESS: ${alerts.length} rules found`);
    // deploy/install --prometheus: alerts.yml as /etc/prometheus/magnolia-site-alerts.yml, beside prometheus.yml.
    const etc = mkdtempSync(join(tmpdir(), 'mcp-etc-prometheus-'));
    try {
      copyFileSync(`${DIR}/prometheus.yml`, join(etc, 'prometheus.yml'));
      copyFileSync(`${DIR}/alerts.yml`, join(etc, 'magnolia-site-alerts.yml'));
      const { stdout } = await promtool(['check', 'config', join(etc, 'prometheus.yml')]);
      expect(stdout).toContain('SUCCESS: 1 rule files found');
      expect(stdout).toContain(`SUCCESS: ${alerts.length} rules found`);
    } finally {
      rmSync(etc, { recursive: true });
    }
  });

  it('has a unit test of each alert firing and one of it not firing, and promtool test rules passes them all', { timeout: 120_000 }, async () => {
    const cases = [...unitTests.matchAll(/alertname: (\w+)\n\s+exp_alerts:( \[\])?/g)];
    for (const alert of alerts) {
      expect(cases.some(([, name, none]) => name === alert && !none), `${alert} firing`).toBe(true);
      expect(cases.some(([, name, none]) => name === alert && none), `${alert} not firing`).toBe(true);
    }
    const { stdout } = await promtool(['test', 'rules', `${DIR}/alerts.test.yml`]);
    expect(stdout).toMatch(/SUCCESS/);
  });
});
