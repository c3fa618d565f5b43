/**
 * Each lead notes where its visitor came from, as the form page's render saw it: the Referer of one
 * of our pages (its route-table path), or another site's host and the three UTM values of the form
 * page's address. The signed ticket carries it from the render to the post; a changed one is not believed.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/render/routes.server';
import { siteApp, SITE_URL } from '../support/app';
import { filledApplication, filledContact } from '../support/filled-forms';
import { testLeads } from '../support/leads';

const article = routes.find((route) => route.handle.article)!.path;
const valueOf = (html: string, name: string) => html.match(new RegExp(`name="${name}"[^>]*\\svalue="([^"]*)"`))?.[1] ?? '';

const made = testLeads();
const app = siteApp(undefined, undefined, made.leads);
afterAll(() => made.store.close());

/** The form page as a browser asks for it from `referer`; its ticket as the form would post it. */
async function render(url: string, referer?: string) {
  const html = (await request(app).get(url).set(referer ? { Referer: referer } : {}).expect(200)).text;
  return { submissionId: valueOf(html, 'submissionId'), formToken: valueOf(html, 'formToken') };
}

const post = (path: string, ticket: Record<string, string>, values: Record<string, string> = filledContact) =>
  request(app).post(path).type('form').send({ ...values, ...ticket, website: '' });

describe('where each lead came from', () => {
  it('from one of our pages: its path, not its query (a calculator result stays out)', async () => {
    const fromArticle = await render('/contact', `${SITE_URL}${article}`);
    await post('/contact', fromArticle).expect(303);
    expect((await made.store.get(fromArticle.submissionId))?.source).toEqual({ page: article });

    const fromResult = await render('/contact', `${SITE_URL}/fee-calculator?monthlyVolume=48000&averageTicket=62&currentFees=1450`);
    await post('/contact', fromResult).expect(303);
    expect((await made.store.get(fromResult.submissionId))?.source).toEqual({ page: '/fee-calculator' });
  });

  it('from outside: the host and three UTM values, nothing else of either address', async () => {
    const ticket = await render(
      '/apply?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=pos&gclid=abc',
      'https://www.google.com/search?q=pat+doe+228-555-0100',
    );
    await post('/apply', ticket, filledApplication).expect(303);
    expect((await made.store.get(ticket.submissionId))?.source).toEqual({ host: 'www.google.com', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' });
  });

  it('a ticket whose source was changed is not believed: no source, and the lead is kept as spam', async () => {
    const ticket = await render('/contact', `${SITE_URL}${article}`);
    const [time, , signature] = ticket.formToken.split('.');
    const claimed = Buffer.from(JSON.stringify({ host: 'www.partner.example', utm_campaign: 'pay-me' })).toString('base64url');
    await post('/contact', { ...ticket, formToken: `${time}.${claimed}.${signature}` }).expect(303);
    expect(await made.store.get(ticket.submissionId)).toMatchObject({ status: 'spam', source: null });
  });

  it("the island's next send from the page keeps the source: its fresh ticket carries the one it sent", async () => {
    const first = await render('/contact?utm_source=flyer', 'https://www.facebook.com/');
    const answer = await post('/contact', first).set('Accept', 'application/json').expect(200);
    const next = { submissionId: answer.body.ticket.id as string, formToken: answer.body.ticket.token as string };
    await post('/contact', next, { ...filledContact, message: 'And one more thing.' }).set('Accept', 'application/json').expect(200);
    const expected = { host: 'www.facebook.com', utm_source: 'flyer' };
    expect((await made.store.get(first.submissionId))?.source).toEqual(expected);
    expect((await made.store.get(next.submissionId))?.source).toEqual(expected);
  });

  it('without JavaScript the page after the send names the form page itself: its next ticket says not known, never /contact', async () => {
    const first = await render('/contact', `${SITE_URL}${article}`);
    await post('/contact', first).expect(303);
    const again = await render('/contact?sent=1', `${SITE_URL}/contact`);
    await post('/contact', again, { ...filledContact, message: 'A second message.' }).expect(303);
    expect((await made.store.get(first.submissionId))?.source).toEqual({ page: article });
    expect((await made.store.get(again.submissionId))?.source).toBeNull();
  });

  it('no Referer and no UTM values: not known', async () => {
    const ticket = await render('/contact');
    await post('/contact', ticket).expect(303);
    expect((await made.store.get(ticket.submissionId))?.source).toBeNull();
  });
});
