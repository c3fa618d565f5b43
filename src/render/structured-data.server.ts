/**
 * JSON-LD for search engines, built from the site configuration and the
 * route table: the business on home and /contact, articles, breadcrumbs.
 */
import { phones } from '../config/phones.server';
import { businessHours, site } from '../config/site';
import type { Crumb } from './breadcrumbs.server';
import { articleCardPath } from '../content/paths';
import type { RouteHandle } from './routes.server';

type Thing = Record<string, unknown>;

const organizationId = (siteUrl: string) => new URL('/#organization', siteUrl).href;

function organization(siteUrl: string): Thing {
  return {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: site.name,
    url: new URL('/', siteUrl).href,
    logo: new URL('/icons/icon-512.png', siteUrl).href,
    email: site.email,
    foundingDate: String(site.foundedYear),
    sameAs: site.social.map((s) => s.url),
    contactPoint: [phones.local, phones.tollFree].map((phone) => ({
      '@type': 'ContactPoint',
      telephone: phone.e164,
      contactType: 'customer service',
      areaServed: 'US',
      availableLanguage: 'en',
    })),
  };
}

/** The local business, as a schema.org FinancialService (a LocalBusiness). */
function localBusiness(siteUrl: string): Thing {
  return {
    '@type': 'FinancialService',
    '@id': new URL('/#business', siteUrl).href,
    name: site.name,
    url: new URL('/', siteUrl).href,
    image: new URL(site.socialImage.path, siteUrl).href,
    telephone: phones.local.e164,
    email: site.email,
    parentOrganization: { '@id': organizationId(siteUrl) },
    address: { '@type': 'PostalAddress', addressLocality: site.area.city, addressRegion: site.area.regionCode, addressCountry: 'US' },
    areaServed: [site.area.city, ...site.area.servedPlaces].map((name) => ({ '@type': 'City', name: `${name}, ${site.area.regionCode}` })),
    openingHoursSpecification: businessHours.map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: [...h.days], opens: h.opens, closes: h.closes })),
  };
}

function article(handle: RouteHandle, url: string, siteUrl: string): Thing | undefined {
  const a = handle.article;
  if (!a) return undefined;
  return {
    '@type': 'Article',
    headline: a.title,
    description: a.excerpt,
    datePublished: a.date,
    dateModified: a.updated ?? a.date,
    articleSection: a.category,
    wordCount: a.words,
    image: new URL(articleCardPath(a.slug), siteUrl).href,
    mainEntityOfPage: url,
    author: { '@type': 'Organization', name: site.name, url: new URL('/', siteUrl).href },
    publisher: { '@id': organizationId(siteUrl) },
  };
}

/** Home › Solutions › POS Systems; Home › Card Fee Calculator: every page but home. */
function breadcrumbs(trail: Crumb[], siteUrl: string): Thing | undefined {
  if (!trail.length) return undefined;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, path }, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: new URL(path, siteUrl).href,
    })),
  };
}

/** The JSON-LD graph of one page, or undefined when there is nothing to say. */
export function structuredData(pathname: string, handle: RouteHandle, trail: Crumb[], canonicalUrl: string, siteUrl: string) {
  const things = [
    ...(pathname === '/' || pathname === '/contact' ? [organization(siteUrl), localBusiness(siteUrl)] : []),
    article(handle, canonicalUrl, siteUrl),
    breadcrumbs(trail, siteUrl),
  ].filter((t): t is Thing => t !== undefined);
  return things.length ? { '@context': 'https://schema.org', '@graph': things } : undefined;
}
