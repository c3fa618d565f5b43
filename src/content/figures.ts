/**
 * Every figure the pages may state besides the owner's own facts (site.ts's founding year, years
 * of experience, support and business hours, deposit and funding times are read from there): the other
 * claims about the company (docs/requirements.md#the-claims), and general facts of payments and
 * examples that claim nothing. tests/http/copy.test.ts fails on a figure on any page that is on neither this
 * list nor in site.ts, and says so. A new claim is the owner's decision: add it here with where it
 * comes from, written as the pages write it ('$10k+' in lowercase, a range with a hyphen).
 */
export interface AllowedFigure {
  figure: string;
  /** A claim about the company (docs/requirements.md#the-claims), rather than a general fact or an example. */
  claim: boolean;
  /** Where it comes from, or why it is not a claim. */
  why: string;
}

const claim = (figure: string, why: string): AllowedFigure => ({ figure, claim: true, why });
const general = (figure: string, why: string): AllowedFigure => ({ figure, claim: false, why });

export const allowedFigures: AllowedFigure[] = [
  claim('97%', 'docs/requirements.md#the-claims: 97% of clients save money'),
  claim('20%', 'docs/requirements.md#the-claims: average savings over 20% annually; the testimonial’s over 20%'),
  claim('$847', 'docs/requirements.md#the-claims: example stats, $847 average monthly savings'),
  claim('23%', 'docs/requirements.md#the-claims: example stats, 23% average rate reduction'),
  claim('$10k+', 'docs/requirements.md#the-claims: example stats, $10K+ annual savings'),
  claim('$10.00', 'docs/requirements.md#the-claims: the dual pricing example, $10.00 card price'),
  claim('$9.67', 'docs/requirements.md#the-claims: the dual pricing example, $9.67 cash price'),
  claim('30 days', 'docs/requirements.md#surcharge-and-dual-pricing-rules: a surcharge program registered 30 days before it starts'),
  claim('3-4%', 'docs/requirements.md#surcharge-and-dual-pricing-rules: a surcharge capped at processing cost, typically 3-4%'),
  claim('24-48 hours', 'docs/requirements.md#the-claims: funding decisions, partner and gateway approvals'),
  claim('24 hours', 'docs/requirements.md#the-claims: an application reviewed within 24 hours; e-commerce setup in as little as 24 hours'),
  claim('24/7/365', 'docs/requirements.md#the-claims: 24/7 support, said as every day of the year'),
  claim('99.9%', 'docs/requirements.md#the-claims: 99.9% uptime'),
  claim('150+ currencies', 'docs/requirements.md#the-claims: 150+ currencies'),
  claim('150+', 'docs/requirements.md#the-claims: 150+ currencies, as a figure in a card'),
  claim('2 seconds', 'docs/requirements.md#the-claims: under 2 seconds average transaction time'),
  claim('40%', 'docs/requirements.md#the-claims: 40% faster order-to-table time'),
  claim('8 min read', 'docs/requirements.md#the-claims: the cost-saving article’s read time'),
  general('3%', 'Visa’s cap on surcharges'),
  general('2023', 'since when Visa’s cap applies (April 2023)'),
  general('33-cent', '$10.00 − $9.67, the difference in the dual pricing example'),
  general('7 p.m.', 'a time of day in an example'),
  general('$25,000.00', 'the calculator’s example statement (issue 16)'),
  general('$800.00', 'the calculator’s example statement (issue 16)'),
  general('$5,000.00', 'the calculator’s example statement (issue 16)'),
  general('90 days', 'the notice under /apply: how long the encrypted tax ID is kept (TAX_ID_RETENTION_DAYS), a setting'),
];
