/**
 * Where a visitor came to a form from, read from the request that renders the form page, with no
 * cookie and nothing kept of the visitor: the page of our site they were on (the Referer, same
 * origin: its path if the route table has it, never its query), or, from outside, the other site's
 * host and the utm_source, utm_medium and utm_campaign of the form page's own address. Nothing else
 * of another site's URL. It travels in the form's signed ticket (form-ticket.ts) and is stored with the lead.
 */
import { OTHER_PAGE } from '../../../src/content/paths';
import type { LeadSource } from '../store/types';

export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/** Longest UTM value kept: anyone can write one into an address. */
const MAX_UTM_LENGTH = 100;
/** Longest host name DNS allows. */
const MAX_HOST_LENGTH = 253;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * A value from an address as it may be kept: without control, invisible format, line or paragraph
 * separator characters (U+2028 and U+2029 break a line in JavaScript and in many log viewers), trimmed,
 * clipped by whole characters as a person sees them, so no half of a surrogate pair (not valid JSON
 * text for many parsers) or of an emoji is left at the end.
 */
const cleaned = (value: string) => {
  const text = value.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '').trim();
  let clipped = '';
  for (const { segment } of graphemes.segment(text)) {
    if (clipped.length + segment.length > MAX_UTM_LENGTH) break;
    clipped += segment;
  }
  return clipped;
};

const parsed = (url: string | undefined) => {
  if (!url) return undefined;
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
};

export interface SourceRequest {
  /** The Referer header, if any. */
  referer?: string;
  /** The Host header: a Referer naming it is one of our pages. */
  host?: string;
  /** The form page's address as requested (path and query). */
  url: string;
}

/**
 * The source of a form render. `pagePath` maps a path to itself when the route table lists it,
 * else to 'other'. A Referer naming the form page itself says nothing of where the visitor came
 * from (the page again after a send without JavaScript, which redirects to it): not known.
 */
export function leadSource({ referer, host, url }: SourceRequest, { siteUrl, pagePath }: { siteUrl: string; pagePath: (path: string) => string }): LeadSource | null {
  const here = new URL(url, 'http://form.invalid');
  const from = parsed(referer);
  if (from && (from.origin === new URL(siteUrl).origin || from.host === host)) {
    return from.pathname === here.pathname ? null : { page: pagePath(from.pathname) };
  }
  const source: LeadSource = {};
  if (from?.hostname && from.hostname.length <= MAX_HOST_LENGTH) source.host = from.hostname;
  for (const name of UTM_PARAMS) {
    const value = cleaned(here.searchParams.get(name) ?? '');
    if (value) source[name] = value;
  }
  return Object.keys(source).length > 0 ? source : null;
}

/** Only the keys a source may have, each a string: what a ticket's source must be to be read back. */
export function asLeadSource(value: unknown): LeadSource | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const source: LeadSource = {};
  for (const key of ['page', 'host', ...UTM_PARAMS] as const) {
    const field = (value as Record<string, unknown>)[key];
    if (typeof field === 'string' && field !== '') source[key] = field;
  }
  return Object.keys(source).length > 0 ? source : null;
}

/**
 * The source as people read it, after "Came from: ": '/articles/dual-pricing'; 'www.google.com,
 * utm_source=newsletter, utm_medium=email'; 'not known' when neither a page nor another site was said.
 */
export function describeSource(source: LeadSource | null): string {
  if (!source) return 'not known';
  if (source.page === OTHER_PAGE) return 'an address of this site that is not a page';
  if (source.page) return source.page;
  const utm = UTM_PARAMS.filter((name) => source[name]).map((name) => `${name}=${source[name]}`);
  return [source.host ?? 'another site or app (not named)', ...utm].join(', ');
}

/** The webhook's `source` object: every key always there, null where not known, so a receiver maps fixed fields. */
export const sourceObject = (source: LeadSource | null) => ({
  page: source?.page ?? null,
  host: source?.host ?? null,
  utm_source: source?.utm_source ?? null,
  utm_medium: source?.utm_medium ?? null,
  utm_campaign: source?.utm_campaign ?? null,
});
