/**
 * The copy as a visitor reads it: every page rendered by the built app, its
 * visible text checked the way a careful editor would read it.
 */
import request from 'supertest';
import { headingProblems } from '../../build/check-content';
import { beforeAll, describe, expect, it } from 'vitest';
import { hoursLines } from '../../src/config/hours';
import { businessHours, site } from '../../src/config/site';
import { articles, findArticle } from '../../src/content/articles';
import { feeCalculatorCopy } from '../../src/content/fee-calculator';
import { allowedFigures } from '../../src/content/figures';
import { comparison, compliance, homeCta, homeHero, services, solutionsTeaser } from '../../src/content/home';
import { industryCatalog } from '../../src/content/industries';
import { industryPage } from '../../src/content/industries/pages.server';
import { industryCards } from '../../src/content/industries/cards';
import { dualPricingFraming, dualPricingRules, surchargeRules } from '../../src/content/pricing-rules';
import { INLINE_LINK } from '../../src/content/text';
import { solutionCatalog } from '../../src/content/solutions';
import { solutionPage } from '../../src/content/solutions/pages.server';
import { solutionCards } from '../../src/content/solutions/cards';
import { siteApp } from '../support/app';
import { articleStrings } from '../support/article-text';
import { pagePaths } from '../support/pages';
import { readPage, sentences, visibleLines, type RenderedPage } from '../support/visible-text';

const app = siteApp();
const pages = new Map<string, RenderedPage>();

/** The calculator with figures: a typical statement, an implausible one and one without debit and prepaid sales. */
const calculatorResults = ['/fee-calculator?sales=10,000&fees=338&debit=2,000', '/fee-calculator?sales=62,000&fees=310&debit=9,000', '/fee-calculator?sales=25,000&fees=800'];
const results = new Map<string, RenderedPage>();

beforeAll(async () => {
  for (const path of pagePaths) pages.set(path, readPage(path, (await request(app).get(path).expect(200)).text));
  for (const path of calculatorResults) results.set(path, readPage(path, (await request(app).get(path).expect(200)).text));
});
const page = (path: string) => pages.get(path)!;
const all = () => [...pages.values()];
/** Every page, and the calculator's results: for the rules that hold for what the calculator writes too. */
const allWithResults = () => [...all(), ...results.values()];
const lower = (text: string) => text.toLowerCase();

describe('no raw markup', () => {
  /** What the mini-markup (`[label](/path)`), Markdown or an uninterpolated `${…}` leaves behind. */
  const LEFTOVER = /\]\(|\*\*|__|\[[^\]]*\]|\$\{/;

  it('no page shows `](`, `**`, `__`, a `[label]` or a `${` in its text, title, description or image text', () => {
    const found = all().flatMap((p) => {
      const alts = p.root.querySelectorAll('img[alt]').map((img) => img.getAttribute('alt')!);
      return [...p.bodyLines, p.head.title, p.head.description, ...alts].filter((line) => LEFTOVER.test(line)).map((line) => `${p.path}: ${line}`);
    });
    expect(found).toEqual([]);
  });

  /** Every inline link written in a page's content, with the label it shows. */
  const linksIn = (value: unknown): { label: string; href: string }[] => {
    if (typeof value === 'string') return [...value.matchAll(INLINE_LINK)].map((m) => ({ label: m[1]!, href: m[2]! }));
    if (Array.isArray(value)) return value.flatMap(linksIn);
    if (value && typeof value === 'object') return Object.values(value).flatMap(linksIn);
    return [];
  };
  const sources: [string, () => Promise<unknown>][] = [
    ['/', async () => [homeHero, comparison, compliance, services, solutionsTeaser, homeCta]],
    ['/solutions', async () => solutionCards],
    ['/industries', async () => industryCards],
    ...solutionCatalog.map((l): [string, () => Promise<unknown>] => [`/solutions/${l.slug}`, async () => solutionPage(l.slug)]),
    ...industryCatalog.map((l): [string, () => Promise<unknown>] => [`/industries/${l.slug}`, async () => industryPage(l.slug)]),
    ...articles.map((a): [string, () => Promise<unknown>] => [`/articles/${a.slug}`, async () => articleStrings(findArticle(a.slug)!.body)]),
  ];

  it.each(sources)('%s shows each link written in its content as a link, with its label', async (path, load) => {
    const anchors = page(path).main.querySelectorAll('a').map((a) => `${a.textContent.replace(/\s+/g, ' ').trim()} → ${a.getAttribute('href')}`);
    const missing = linksIn(await load()).map((l) => `${l.label} → ${l.href}`).filter((l) => !anchors.includes(l));
    expect(missing).toEqual([]);
  });

  it('the industry pages hold links in their cards, steps and intros, so those parts are covered', async () => {
    const pagesWithLinksOutsideProse = industryCatalog.map(
      (l) => industryPage(l.slug).sections.filter((s) => s.kind !== 'prose' && linksIn(s).length > 0).length,
    );
    expect(pagesWithLinksOutsideProse.reduce((a, b) => a + b)).toBeGreaterThanOrEqual(4);
  });
});

/** Figures worked out by the build: read times of the other articles, the brochure's size. */
const measured = /^\d+ (min read|kb)$/;
/** Names that hold a digit but state no figure. */
const names = [/3-D Secure/g, /P2PE/g];

/** A figure: a time of day as pages write it (7:30am, whole), else an amount, a share, a span or a count with its unit. */
const FIGURE =
  /(?<![\w$/:-])\d{1,2}:\d\d(?:am|pm)(?!\w)|(?<![\w$/:-])\$?\d[\d,]*(?:\.\d+)?k?(?:[-–]\d[\d,]*(?:\.\d+)?)?(?:\/\d+)*(?:%|\+)?(?:[\s-]?(?:business days|hours?|minutes?|min read|days|years?|seconds?|currencies|cent|kb|am|pm|p\.m\.)(?!\w))?/gi;
const figuresIn = (sentence: string) =>
  [...names.reduce((s, name) => s.replace(name, ''), sentence).matchAll(FIGURE)].map((m) => lower(m[0]).replace(/–/g, '-').replace(/(?<=\d)[.,]$/, '').trim());
/** Every string of a value, however deep. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(stringsOf) : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : typeof value === 'number' ? [String(value)] : [];

/**
 * The owner's own figures, read from site.ts itself (how long we have served the Coast, support,
 * funding and deposit times, the hours as pages write them): changing one there never fails a test.
 * Its contact details and addresses are not figures.
 */
const { phones: _phones, email: _email, social: _social, video: _video, socialImage: _image, ...ownerFacts } = site;
const hourFigures = hoursLines().flatMap((line) => figuresIn(line.hours));
const ownerFigures = [...new Set([...stringsOf(ownerFacts).flatMap(figuresIn), ...hourFigures])];
/** The figures src/content/figures.ts allows besides them: the claims (docs/requirements.md#the-claims), general facts and examples. */
const listed = allowedFigures.map((f) => f.figure);
const companyFigures = [...allowedFigures.filter((f) => f.claim).map((f) => f.figure), ...ownerFigures];
const NEW_FIGURE = 'a figure neither site.ts nor src/content/figures.ts states: if it is the owner’s to state, add it to allowedFigures in src/content/figures.ts, with its source';

/** A sentence speaks for the company when it says we, our or us, or names it. */
const ABOUT_US = new RegExp(`\\b(we|we’re|we’ve|we’ll|our|ours|us)\\b|${site.shortName}`, 'i');
const phones = [site.phones.local.display, site.phones.tollFree.display];

/** Every sentence of a page's main region that states a figure, dates and phone numbers aside. */
const figureSentences = (p: RenderedPage) =>
  visibleLines(p.main, { skip: ['TIME'] })
    .map((line) => phones.reduce((l, phone) => l.replaceAll(phone, ''), line))
    .flatMap(sentences)
    .map((sentence) => ({ sentence, figures: figuresIn(sentence) }))
    .filter((s) => s.figures.length > 0);

describe('figures', () => {
  it('every figure on the site is site.ts’s, on the list of src/content/figures.ts, or measured by the build', () => {
    const unknown = all().flatMap((p) =>
      figureSentences(p).flatMap(({ sentence, figures }) =>
        figures.filter((f) => !ownerFigures.includes(f) && !listed.includes(f) && !measured.test(f)).map((f) => `${p.path}: “${f}” in “${sentence}”`),
      ),
    );
    expect(unknown, NEW_FIGURE).toEqual([]);
  });

  it('takes the owner’s figures from site.ts: its founding year, experience, support, funding times and hours', () => {
    expect(ownerFigures).toEqual(expect.arrayContaining([String(site.foundedYear), site.experience, site.supportHours, '1-2 business days', ...hourFigures]));
    // Two times a day the office opens, each read as pages write it (8am, 6pm, …).
    expect(hourFigures).toHaveLength(2 * businessHours.length);
    for (const time of hourFigures) expect(time).toMatch(/^\d{1,2}(:\d\d)?(am|pm)$/);
  });

  it('every sentence about the company states only the claims of docs/requirements.md', () => {
    const wrong = all().flatMap((p) =>
      figureSentences(p)
        .filter(({ sentence }) => ABOUT_US.test(sentence))
        .flatMap(({ sentence, figures }) => figures.filter((f) => !companyFigures.includes(f) && !measured.test(f)).map((f) => `${p.path}: “${f}” in “${sentence}”`)),
    );
    expect(wrong, `${NEW_FIGURE} (as a claim)`).toEqual([]);
  });

  it('sees the figures it checks (the extraction works)', () => {
    const home = figureSentences(page('/')).flatMap((s) => s.figures);
    expect(home).toEqual(expect.arrayContaining(['97%', '20%', '$10.00', '$9.67', '30 days']));
    expect(figuresIn('Visa has capped it at 3% since April 2023; setup takes 5 days, not 24-48 hours, open 8am–6pm, 3-D Secure.'))
      .toEqual(['3%', '2023', '5 days', '24-48 hours', '8am', '6pm']);
    expect(figuresIn('Open 7:30am–6pm, Sun: 12pm–4:30pm.')).toEqual(['7:30am', '6pm', '12pm', '4:30pm']);
  });
});

describe('each fact said once, and the same way', () => {
  const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern.source, 'gi'))?.length ?? 0;

  it('says “97% of clients save money” and “average savings over 20%” at most once per page', () => {
    const over = all().flatMap((p) => {
      const text = p.lines.join(' ');
      return [/97% of (our )?clients/, /average savings (of )?over 20%/]
        .filter((pattern) => count(text, pattern) > 1)
        .map((pattern) => `${p.path}: ${pattern.source} ×${count(text, pattern)}`);
    });
    expect(over).toEqual([]);
  });

  it('states the founding year and the years of experience at most once per page', () => {
    const over = all().flatMap((p) => {
      const text = p.lines.join(' ');
      return [String(site.foundedYear), site.experience].filter((fact) => text.split(fact).length > 2).map((fact) => `${p.path}: ${fact} ×${text.split(fact).length - 1}`);
    });
    expect(over).toEqual([]);
  });

  it('lets no stock example stand in for every trade or shop: each appears on one page at most', () => {
    const stock = [/Gulfport HVAC/, /Ocean Springs boutique/];
    const overused = stock.flatMap((pattern) => {
      const on = all().filter((p) => pattern.test(p.lines.join(' '))).map((p) => p.path);
      return on.length > 1 ? [`${pattern.source}: ${on.join(', ')}`] : [];
    });
    expect(overused).toEqual([]);
  });

  it('never reuses a headline: no page title (or half of one) and no section heading is another page’s', () => {
    // The build's rule (build/check-content.ts), on the pages as served: each problem names the file and line to change.
    expect(headingProblems(all())).toEqual([]);
  });

  it('no two articles share a sentence', () => {
    const articleSentences = articles.map((a) => ({
      slug: a.slug,
      sentences: new Set(visibleLines(page(`/articles/${a.slug}`).main.querySelector('article')).flatMap(sentences).filter((s) => s.split(' ').length >= 6).map(lower)),
    }));
    const shared = articleSentences.flatMap((a, i) =>
      articleSentences.slice(i + 1).flatMap((b) => [...a.sentences].filter((s) => b.sentences.has(s)).map((s) => `${a.slug} & ${b.slug}: ${s}`)),
    );
    expect(shared).toEqual([]);
  });

  it('no page shows the same list item twice', () => {
    const repeated = all().flatMap((p) => {
      const items = p.main.querySelectorAll('li').filter((li) => !li.querySelector('li, h3')).map((li) => lower(li.textContent.replace(/\s+/g, ' ').trim()));
      return items.filter((item, i) => item.length > 30 && items.indexOf(item) !== i).map((item) => `${p.path}: ${item}`);
    });
    expect(repeated).toEqual([]);
  });
});

describe('facts a visitor can rely on', () => {
  const sentencesOf = (p: RenderedPage) => p.lines.flatMap(sentences);

  it('counts setup time from approval wherever it promises “as little as 24 hours”', () => {
    const loose = all().flatMap((p) =>
      [...sentencesOf(p), p.head.description].filter((s) => /as little as 24 hours/i.test(s) && !/approv/i.test(s)).map((s) => `${p.path}: ${s}`),
    );
    expect(loose).toEqual([]);
    expect(page('/solutions/payment-gateways').lines.join(' ')).toMatch(/24-48 hours/);
  });

  it('names no store platform that takes only its own payment processors', () => {
    const closed = [/Squarespace/i];
    expect(all().filter((p) => closed.some((name) => name.test(p.lines.join(' ')))).map((p) => p.path)).toEqual([]);
  });

  it('says what a merchant account is: an agreement with an acquiring bank, paid out to the business’s own bank account', () => {
    const text = page('/articles/ecommerce-gateways').lines.join(' ');
    expect(text).not.toMatch(/vault where the money/i);
    expect(text).toMatch(/merchant account is an agreement with an acquiring bank/i);
  });

  it('describes the card security code correctly wherever it is explained', () => {
    const wrong = all().flatMap((p) =>
      sentencesOf(p)
        .filter((s) => /security code|CVV/i.test(s))
        .filter((s) => /card in hand|has the card|on the back of the card|qualif/i.test(s) && !/does not|doesn’t|not by itself/i.test(s))
        .map((s) => `${p.path}: ${s}`),
    );
    expect(wrong).toEqual([]);
    for (const slug of ['payment-security', 'ecommerce-gateways']) {
      expect(page(`/articles/${slug}`).lines.join(' '), slug).toMatch(/front of (an )?American Express card/i);
    }
  });

  it('warns, wherever cards can be taken offline, that they can be declined when they sync', () => {
    const unwarned = all().flatMap((p) =>
      p.main.querySelectorAll('h2, h3').filter((h) => /offline/i.test(h.textContent)).flatMap((h) => {
        // A card's heading speaks for its card; a section heading for the text up to the next heading.
        const card = h.closest('li');
        let text = card ? card.textContent : '';
        if (!card) for (let next = h.nextElementSibling; next && !/^H[1-3]$/.test(next.tagName); next = next.nextElementSibling) text += next.textContent;
        return /declin/i.test(text) ? [] : [`${p.path}: ${h.textContent.trim()}`];
      }),
    );
    expect(unwarned).toEqual([]);
  });
});

describe('the pricing program rules: one list, shown whole, once', () => {
  const norm = (text: string) => lower(text.replace(/\s+/g, ' ').trim());
  const itemsOf = (p: RenderedPage) => p.main.querySelectorAll('li').map((li) => norm(li.textContent));

  it.each([['surcharge', surchargeRules.items], ['dual pricing', dualPricingRules.items]] as const)(
    'every page that shows a %s rule shows the whole list, each rule once',
    (_, rules) => {
      const problems = all().flatMap((p) => {
        const items = itemsOf(p);
        const counts = rules.map((rule) => items.filter((item) => item === norm(rule)).length);
        if (counts.every((c) => c === 0)) return [];
        return counts.every((c) => c === 1) ? [] : [`${p.path}: ${counts.join(',')}`];
      });
      expect(problems).toEqual([]);
    },
  );

  it('shows the surcharge rules where surcharging is explained: home, card processing and the fees article', () => {
    const showing = all().filter((p) => itemsOf(p).includes(norm(surchargeRules.items[0]!))).map((p) => p.path);
    expect(showing).toEqual(expect.arrayContaining(['/', '/solutions/credit-card-processing', '/articles/reducing-processing-fees']));
    expect(all().filter((p) => itemsOf(p).includes(norm(dualPricingRules.items[0]!))).map((p) => p.path)).toEqual(expect.arrayContaining(['/', '/articles/dual-pricing']));
  });

  it('states no surcharge figure outside the one list', () => {
    const figure = /30 days|3-4%|\b3%|April 2023/;
    const rules = surchargeRules.items.map(norm);
    const loose = all().flatMap((p) =>
      p.main.querySelectorAll('p, li')
        .filter((el) => !el.querySelector('p, li') && figure.test(el.textContent))
        .filter((el) => /surcharg/i.test(el.closest('section')?.textContent ?? ''))
        .filter((el) => !rules.includes(norm(el.textContent)))
        .map((el) => `${p.path}: ${norm(el.textContent)}`),
    );
    expect(loose).toEqual([]);
  });

  it('keeps the first specification’s rules and adds what an owner needs so as not to be fined', () => {
    const text = surchargeRules.items.join(' ');
    // The first specification's four (docs/requirements.md#surcharge-and-dual-pricing-rules)
    for (const rule of [/card networks, at least 30 days before/, /actual processing cost \(typically 3-4%\)/, /debit .*can never be surcharged/, /some states forbid/]) expect(text).toMatch(rule);
    // The card networks' rules an owner is fined for missing
    for (const rule of [/never above 3% on a Visa card, Visa’s cap since April 2023/, /cap them lower/, /processor written notice/, /sign at the entrance and another at the register/, /its own line on every receipt/]) expect(text).toMatch(rule);
  });

  it('never calls surcharging allowed before saying where it is not', () => {
    const ALLOWED = /\b(allow(s|ed)?|permit(s|ted)?|legal)\b/i;
    const early = all().flatMap((p) => {
      const said = p.lines.flatMap(sentences);
      return said.flatMap((sentence, i) => {
        const context = `${said[i - 1] ?? ''} ${sentence}`;
        if (!ALLOWED.test(sentence) || !/surcharg/i.test(context)) return [];
        const before = said.slice(0, i).join(' ') + sentence.slice(0, sentence.search(ALLOWED));
        return /forbid|prohibit/i.test(before) ? [] : [`${p.path}: ${sentence}`];
      });
    });
    expect(early).toEqual([]);
  });
});

describe('each claim once per page', () => {
  /**
   * The claims among the allowed figures (docs/requirements.md#the-claims). The example prices explain an example (a page may work
   * through it), and the opening hours and read time are not claims.
   */
  const claims = companyFigures.filter((f) => !['$10.00', '$9.67', '8 min read', ...hourFigures].includes(f));
  /** '150+' and '150+ currencies' are one claim. */
  const claimOf = (figure: string) => figure.replace(/ currencies$/, '');

  /** The calculator's sentence saying what share of the fees a figure covers: arithmetic, whose percent may equal a claim's by chance. */
  const coversSentence = new RegExp(`^${feeCalculatorCopy.covers.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '.+')}$`);

  it('never repeats a number-bearing claim on a page: each figure is stated by one heading or sentence', () => {
    expect('After those fees, that covers 97% of your $338.00 of monthly fees.').toMatch(coversSentence);
    const repeated = allWithResults().flatMap((p) => {
      const by = new Map<string, string[]>();
      for (const { sentence, figures } of figureSentences(p).filter((s) => !coversSentence.test(s.sentence))) {
        for (const claim of new Set(figures.filter((f) => claims.includes(f)).map(claimOf))) by.set(claim, [...(by.get(claim) ?? []), sentence]);
      }
      return [...by].filter(([, said]) => said.length > 1).map(([claim, said]) => `${p.path}: “${claim}” ×${said.length}: ${said.join(' | ')}`);
    });
    expect(repeated).toEqual([]);
  });

  it('catches a claim restated by its own card (the rule above can fail)', () => {
    const card = readPage('/card', '<main><h3>99.9% Uptime</h3><p>The gateway runs with 99.9% uptime.</p><p>Setup in 24 hours.</p></main>');
    const said = figureSentences(card).filter((s) => s.figures.includes('99.9%'));
    expect(said).toHaveLength(2);
  });

  it('gives no page the same heading twice', () => {
    const twice = allWithResults().flatMap((p) => {
      const headings = p.main.querySelectorAll('h1, h2, h3, h4, h5, h6').map((h) => lower(h.textContent.replace(/\s+/g, ' ').trim()));
      return headings.filter((h, i) => headings.indexOf(h) !== i).map((h) => `${p.path}: ${h}`);
    });
    expect(twice).toEqual([]);
  });
});

describe('promises a visitor can hold us to', () => {
  const said = (p: RenderedPage) => [...p.lines.flatMap(sentences), p.head.description];

  it('says when card sales reach the bank in one statement, the site configuration’s, wherever it is said', () => {
    const DEPOSIT_TIME = /next-day|same-day|1-2 business days/i;
    const loose = all().flatMap((p) => said(p).filter((s) => DEPOSIT_TIME.test(s) && !s.includes(site.deposits)).map((s) => `${p.path}: ${s}`));
    expect(loose).toEqual([]);
    for (const path of ['/solutions/credit-card-processing', '/solutions/mobile-payments']) expect(page(path).lines.join(' '), path).toContain(site.deposits);
  });

  it('times business funding only where business funding is offered, in the configuration’s words', () => {
    const loose = all().flatMap((p) =>
      said(p).filter((s) => /3-5 business days/.test(s) && (!s.includes(site.businessFunding.funds) || !['/solutions', '/solutions/business-funding'].includes(p.path))).map((s) => `${p.path}: ${s}`),
    );
    expect(loose).toEqual([]);
  });

  it('never promises money before the job is packed up: the payment is taken there, the deposit follows', () => {
    const early = all().flatMap((p) => said(p).filter((s) => /get(ting)? paid (before|at the job|on the job|on the spot)/i.test(s)).map((s) => `${p.path}: ${s}`));
    expect(early).toEqual([]);
  });

  it('promises a decision in 24-48 hours, never an approval', () => {
    const promised = all().flatMap((p) =>
      said(p).filter((s) => /24-48 hours/i.test(s) && (!/decision/i.test(s) || /approv\w*\s+(comes\s+)?(in|within)\s+24-48/i.test(s))).map((s) => `${p.path}: ${s}`),
    );
    expect(promised).toEqual([]);
  });

  it('takes chip and swipe with a reader: a phone alone only takes taps', () => {
    const phoneOnly = (s: string) => /\b(chip|swipe|dip)\b/i.test(s) && /\b(from|on|with) (your|a|the) (smart)?phone\b/i.test(s) && !/reader|terminal/i.test(s);
    expect(all().flatMap((p) => p.lines.flatMap(sentences).filter(phoneOnly).map((s) => `${p.path}: ${s}`))).toEqual([]);
    // The rule can fail: the card that said so before issue 24.
    expect(phoneOnly('Tap, chip and swipe from your phone')).toBe(true);
  });

  it('presents the example statistics ($847, 23%, $10K+) as an example, under a heading that says so', () => {
    const examples = ['$847', '23%', '$10K+'];
    const shown = all().flatMap((p) =>
      p.main.querySelectorAll('dd, p, li, h2, h3').filter((el) => examples.some((e) => el.textContent.includes(e)) && !el.querySelector('p, li, dd')).map((el) => ({ path: p.path, el })),
    );
    expect(shown.map((s) => s.path)).toContain('/articles/reducing-processing-fees');
    const unframed = shown.filter(({ el }) => {
      let box = el.parentNode;
      while (box && !box.querySelector('h2, h3')) box = box.parentNode;
      return !/example/i.test(box?.querySelector('h2, h3')?.textContent ?? '');
    });
    expect(unframed.map(({ path, el }) => `${path}: ${el.textContent.trim()}`)).toEqual([]);
    const asResults = all().flatMap((p) => p.lines.flatMap(sentences).filter((s) => /figures .*(businesses|clients) we work with/i.test(s)).map((s) => `${p.path}: ${s}`));
    expect(asResults).toEqual([]);
  });

  it('frames dual pricing one way, in the article and the calculator: today’s prices become the cash prices', async () => {
    expect(page('/articles/dual-pricing').lines.join(' ')).toContain(dualPricingFraming);
    const result = readPage('/fee-calculator', (await request(app).get('/fee-calculator?sales=25000&fees=800').expect(200)).text);
    expect(result.lines.join(' ')).toContain(dualPricingFraming);
    const other = all().flatMap((p) => p.lines.flatMap(sentences).filter((s) => /card price is (your|the) regular price|cash price is (simply )?the card price less/i.test(s)).map((s) => `${p.path}: ${s}`));
    expect(other).toEqual([]);
  });

  it('tells accountants, in the partner terms, that a referral fee they take must be disclosed to their clients', () => {
    const terms = page('/partner').main.querySelectorAll('section').find((s) => /terms/i.test(s.querySelector('h2')?.textContent ?? ''));
    expect(terms, 'a partner terms section').toBeTruthy();
    expect(terms!.querySelectorAll('li').map((li) => li.textContent).join(' ')).toMatch(/accountants[^.]*referral fee[^.]*disclose/i);
    expect(page('/partner').lines.join(' ')).not.toMatch(/earn while you do/i);
  });
});

describe('one spelling', () => {
  /** British spellings and the other forms of a word this site spells one way (the forms' labels write “Email”). */
  const OTHER_SPELLING = /\b(labell(ed|ing)|cancell(ed|ing)|travell(ed|ing|er)|colour\w*|favour\w*|behaviour\w*|organis(e|ed|ing|ation)|recognis(e|ed|ing)|centre|licence|catalogue|programme|analys(e|ed|ing)|whilst|e-mails?|po-?boys?|po boys?|to hand)\b/i;

  it('writes American English, “email” and “po’boy” on every page, its title, description and image text', () => {
    const found = allWithResults().flatMap((p) => {
      const alts = p.root.querySelectorAll('img[alt]').map((img) => img.getAttribute('alt')!);
      return [...p.bodyLines, p.head.title, p.head.description, ...alts].flatMap(sentences).filter((s) => OTHER_SPELLING.test(s)).map((s) => `${p.path}: ${s}`);
    });
    expect(found).toEqual([]);
  });

  it('sees the spellings it looks for (the rule can fail)', () => {
    for (const wrong of ['Tiered buckets are labelled', 'a cancelled lease', 'Send an e-mail', 'a po-boy shop', 'No statement to hand?']) expect(wrong).toMatch(OTHER_SPELLING);
    for (const right of ['Tiered buckets are labeled', 'a canceled lease', 'a cancellation fee', 'Send an email', 'a po’boy shop', 'handheld']) expect(right).not.toMatch(OTHER_SPELLING);
  });
});
