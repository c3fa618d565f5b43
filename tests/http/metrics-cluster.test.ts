/**
 * The metrics as Prometheus scrapes them from the built server with two workers: one scrape on the
 * metrics port covers both, the store's gauges are read once (not once per worker), the site's
 * port does not serve them, and Debian's promtool finds nothing wrong with the names but the three
 * gauges prom-client itself names `_total` (prom-client issue #283).
 */
import { spawnSync } from 'node:child_process';
import { get } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from '../../scripts/bench-util';
import { serveLogged } from '../../scripts/stop-under-load';
import { againstDev } from '../support/build-only';
import { filledContact, submission } from '../support/filled-forms';
import { startWebhookReceiver } from '../support/webhook-receiver';

const FORM_SECRET = 'metrics-cluster-form-secret';
const WEBHOOK_SECRET = `whsec_${Buffer.from('the test secret, thirty-two bytes').toString('base64')}`;

/** Each sample of a scrape in Prometheus's text format, as 'name{labels}' → value. */
const samples = (text: string) =>
  new Map(text.split('\n').filter((line) => line && !line.startsWith('#')).map((line) => {
    const at = line.lastIndexOf(' ');
    return [line.slice(0, at), Number(line.slice(at + 1))] as const;
  }));

/** A GET on a connection of its own, so the cluster's primary hands each to the next worker. */
const getAlone = (url: string) =>
  new Promise<number>((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    }).on('error', reject);
  });

describe.skipIf(againstDev)('the metrics of two workers', { timeout: 60_000 }, () => {
  it('one scrape counts every worker\'s requests, reads the store once, and passes promtool but for prom-client\'s own three gauges', async () => {
    const hook = await startWebhookReceiver();
    onTestFinished(hook.close);
    hook.state.answer = () => 503;
    const metricsPort = await freePort();
    const server = await serveLogged(2, {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mcp-metrics-')), METRICS_PORT: String(metricsPort), LEADS_FORM_SECRET: FORM_SECRET,
      LEADS_WEBHOOK_URL: hook.url, LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    onTestFinished(() => {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    });

    for (let i = 0; i < 10; i++) expect(await getAlone(`${server.base}/healthz`)).toBe(200);
    const { body } = submission(FORM_SECRET, filledContact);
    expect((await fetch(`${server.base}/contact`, { method: 'POST', body, redirect: 'manual' })).status).toBe(303);
    for (let waited = 0; !server.log.some((l) => l.includes('lead delivery failed')); waited += 50) {
      if (waited > 15_000) throw new Error('the delivery was never tried');
      await new Promise((r) => setTimeout(r, 50));
    }

    const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await scrape.text();
    const values = samples(text);
    expect(values.get('http_requests_total{method="GET",route="/healthz",status="200"}')).toBe(10);
    expect(values.get('leads_received_total{kind="contact",outcome="stored"}')).toBe(1);
    expect(values.get('lead_deliveries_total{destination="webhook",outcome="failed"}')).toBe(1);
    // Read from the store by each worker, taken once: summed, it would say 2.
    expect(values.get('lead_deliveries_waiting{destination="webhook"}')).toBe(1);
    expect(values.get('lead_deliveries_dead{destination="webhook"}')).toBe(0);
    expect(values.get('leads_without_destination')).toBe(0);
    expect(values.get('lead_delivery_oldest_waiting_seconds')).toBeGreaterThan(0);
    expect(values.get('http_request_duration_seconds_count{method="GET",route="/healthz"}')).toBe(10);
    expect(values.has('process_resident_memory_bytes')).toBe(true);
    expect(values.has('nodejs_eventloop_lag_seconds')).toBe(true);

    // Never on the site's port.
    expect((await fetch(`${server.base}/metrics`)).status).toBe(404);

    const lint = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(lint.error).toBeUndefined();
    expect((lint.stdout + lint.stderr).trim().split('\n').sort()).toEqual([
      'nodejs_active_handles_total non-counter metrics should not have "_total" suffix',
      'nodejs_active_requests_total non-counter metrics should not have "_total" suffix',
      'nodejs_active_resources_total non-counter metrics should not have "_total" suffix',
    ]);
    expect(lint.status).toBe(3);
  });
});
