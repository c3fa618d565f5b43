import type { Action } from './types';
import { industryCatalog } from './industries';
import { applyPath, contactPath, feeCalculatorPath, industryPath, solutionPath } from './paths';
import { solutionCatalog } from './solutions';

const solutionLinks: Action[] = solutionCatalog.map((p) => ({ label: p.navLabel, href: solutionPath(p.slug) }));
const industryLinks: Action[] = industryCatalog.map((p) => ({ label: p.navLabel, href: industryPath(p.slug) }));

export interface NavEntry extends Action {
  /** Pages listed in the entry's dropdown on wide screens. */
  children?: Action[];
}

/** The header's navigation, in order. On small screens entries with children link to their overview. */
export const mainNav: NavEntry[] = [
  { label: 'Home', href: '/' },
  { label: 'Solutions', href: '/solutions', children: solutionLinks },
  { label: 'Industries', href: '/industries', children: industryLinks },
  { label: 'Partner with Us', href: '/partner' },
  { label: 'Articles', href: '/articles' },
];

export const headerActions = {
  consult: { label: 'Request Consultation', href: contactPath },
  apply: { label: 'Apply Today', href: applyPath },
} satisfies Record<string, Action>;

const footerSolutions = ['credit-card-processing', 'pos-systems', 'payment-gateways', 'mobile-payments'];
const footerIndustries = ['retail', 'restaurants', 'ecommerce', 'skilled-trades'];

/** The footer's link columns (business funding is left out, as are three industries). */
export const footerNav = {
  solutions: solutionLinks.filter((l) => footerSolutions.some((s) => l.href === solutionPath(s))),
  tools: [{ label: 'Card Fee Calculator', href: feeCalculatorPath }],
  industries: footerIndustries.map((s) => industryLinks.find((l) => l.href === industryPath(s))!),
  legal: [
    { label: 'Privacy Policy', href: '/privacy' },
    { label: 'Terms of Service', href: '/terms' },
  ],
} satisfies Record<string, Action[]>;
