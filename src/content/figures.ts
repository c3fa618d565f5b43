/**
 * Every figure the pages may state besides the owner's own facts (site.ts's founding year, years
 * of experience, support and business hours, deposit and funding times are read from there): SPEC.md
 * section 9's other claims about the company, and general facts of payments and examples that claim
 * nothing. tests/http/copy.test.ts fails on a figure on any page that is on neither this
 * list nor in site.ts, and says so. A new claim is the owner's decision: add it here with where it
 * comes from, written as the pages write it ('$10k+' in lowercase, a range with a hyphen).
 */
export interface AllowedFigure {
  figure: string;
  /** A claim about the company (SPEC.md's), rather than a general fact or an example. */
  claim: boolean;
  /** Where it comes from, or why it is not a claim. */
  why: string;
}

const claim = (figure: string, why: string): AllowedFigure => ({ figure, claim: true, why });
const general = (figure: string, why: string): AllowedFigure => ({ figure, claim: false, why });

export const allowedFigures: AllowedFigure[] = [
  claim('97%', 'SPEC.md section 9: 97% of clients save money'),
  claim('20%', 'SPEC.md section 9: average savings over 20% annually; the testimonial’s over 20%'),
  claim('$847', 'SPEC.md section 9: example stats, $847 average monthly savings'),
  claim('23%', 'SPEC.md section 9: example stats, 23% average rate reduction'),
  claim('$10k+', 'SPEC.md section 9: example stats, $10K+ annual savings'),
  claim('$10.00', 'SPEC.md section 9: the dual pricing example, $10.00 card price'),
  claim('$9.67', 'SPEC.md section 9: the dual pricing example, $9.67 cash price'),
  claim('30 days', 'SPEC.md section 9: a surcharge program registered 30 days before it starts'),
  claim('3-4%', 'SPEC.md section 9: a surcharge capped at processing cost, typically 3-4%'),
  claim('24-48 hours', 'SPEC.md section 9: funding decisions, partner and gateway approvals'),
  claim('24 hours', 'SPEC.md section 9: an application reviewed within 24 hours; e-commerce setup in as little as 24 hours'),
  claim('24/7/365', 'SPEC.md section 9: 24/7 support, said as every day of the year'),
  claim('99.9%', 'SPEC.md section 9: 99.9% uptime'),
  claim('150+ currencies', 'SPEC.md section 9: 150+ currencies'),
  claim('150+', 'SPEC.md section 9: 150+ currencies, as a figure in a card'),
  claim('2 seconds', 'SPEC.md section 9: under 2 seconds average transaction time'),
  claim('40%', 'SPEC.md section 9: 40% faster order-to-table time'),
  claim('8 min read', 'SPEC.md section 9: the cost-saving article’s read time'),
  general('3%', 'Visa’s cap on surcharges'),
  general('2023', 'since when Visa’s cap applies (April 2023)'),
  general('33-cent', '$10.00 − $9.67, the difference in SPEC’s own example'),
  general('7 p.m.', 'a time of day in an example'),
  general('$25,000.00', 'the calculator’s example statement (issue 16)'),
  general('$800.00', 'the calculator’s example statement (issue 16)'),
  general('$5,000.00', 'the calculator’s example statement (issue 16)'),
  general('90 days', 'the notice under /apply: how long the encrypted tax ID is kept (TAX_ID_RETENTION_DAYS), a setting'),
];
