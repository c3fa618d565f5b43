import { describe, expect, it } from 'vitest';
import { leadsConfig } from '../../server/leads/config';
import { requiresTls } from '../../server/leads/delivery/email';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const webhook = (url: string, env: NodeJS.ProcessEnv = {}) => () => leadsConfig({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: SECRET, ...env }).webhook;
const email = (url: string, env: NodeJS.ProcessEnv = {}) =>
  requiresTls(leadsConfig({ SMTP_URL: url, LEADS_EMAIL_TO: 'owner@example.com', LEADS_EMAIL_FROM: 'site@example.com', ...env }).email!);

describe('encryption in transit', () => {
  it('takes an https:// webhook anywhere and an http:// one on loopback; refuses http:// to another host unless LEADS_WEBHOOK_ALLOW_HTTP=true', () => {
    for (const url of ['https://hooks.example.com/leads', 'http://127.0.0.1:8080/hook', 'http://127.9.9.9/hook', 'http://localhost/hook', 'http://[::1]:9/hook']) {
      expect(webhook(url)()).toEqual({ url, secret: SECRET });
    }
    for (const url of ['http://hooks.example.com/leads', 'http://10.0.0.5/hook', 'http://[2001:db8::1]/hook', 'http://localhost.example.com/hook']) {
      expect(webhook(url), url).toThrow(/^LEADS_WEBHOOK_URL sends every lead in clear to .+: use https:\/\/, or set LEADS_WEBHOOK_ALLOW_HTTP=true/);
      expect(webhook(url, { LEADS_WEBHOOK_ALLOW_HTTP: 'true' })()?.url).toBe(url);
    }
    expect(webhook('http://hooks.example.com/leads', { LEADS_WEBHOOK_ALLOW_HTTP: 'yes' })).toThrow(/LEADS_WEBHOOK_ALLOW_HTTP=true/);
    for (const url of ['hooks.example.com/leads', 'ftp://hooks.example.com/', 'not a url']) {
      expect(webhook(url), url).toThrow(/^LEADS_WEBHOOK_URL must be an https:\/\/ URL\.$/);
    }
  });

  it('requires STARTTLS for smtp:// to a host other than loopback, unless SMTP_REQUIRE_TLS=false', () => {
    expect(email('smtp://user:pass@mail.example.com:587')).toBe(true);
    expect(email('smtp://user:pass@mail.example.com:587', { SMTP_REQUIRE_TLS: 'false' })).toBe(false);
    // Encrypted from the first byte, or never leaving the machine.
    expect(email('smtps://user:pass@mail.example.com:465')).toBe(false);
    expect(email('smtp://127.0.0.1:25')).toBe(false);
    expect(email('smtp://localhost:25')).toBe(false);
  });
});
