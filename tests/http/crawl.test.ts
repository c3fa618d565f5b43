import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { productionApp, SITE_URL } from '../support/app';
import { pagePaths } from '../support/pages';

const app = productionApp();

describe('crawlers', () => {
  it('/sitemap.xml lists every canonical page of the route table once, as absolute URLs', async () => {
    const res = await request(app).get('/sitemap.xml').expect(200).expect('Content-Type', /application\/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(pagePaths.map((p) => new URL(p, SITE_URL).href));
    expect(locs.some((l) => l?.includes(':category'))).toBe(false);
    expect(routes.length).toBeGreaterThan(locs.length);
  });

  it('/robots.txt allows everything and names the sitemap', async () => {
    const res = await request(app).get('/robots.txt').expect(200).expect('Content-Type', /text\/plain/);
    expect(res.text).toContain('User-agent: *\nAllow: /');
    expect(res.text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});
