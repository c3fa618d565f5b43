/**
 * The shapes of the site's content. Pages look content up by slug and pass
 * plain props to components. The exceptions import what is the same wherever
 * it shows: the layout (navigation), the islands (their form's copy), the form
 * hook (the notice under each form), the brochure card (the file's size) and
 * InlineText (the one link syntax).
 */
import type { IconNode } from 'lucide';

/** An internal path (`/solutions/pos-systems`) or an external URL. */
export type Href = string;

/** A call to action: a labeled link. @example { label: 'Apply Today', href: '/apply' } */
export interface Action {
  label: string;
  href: Href;
}

/** An image of the site with its intrinsic size, so it never shifts the layout. */
export interface Picture {
  /** URL of an image imported from src/assets/images (its name carries a hash, so it is cached for a year). */
  src: string;
  width: number;
  height: number;
  /** What the picture shows; '' when it is purely decorative. */
  alt: string;
}

/** A card with an icon: features, highlights, benefits, services. */
export interface FeatureCard {
  icon: IconNode;
  title: string;
  description: string;
}

/** One entry of a grid of kinds: professions, trades, business types. */
export interface NamedEntry {
  icon: IconNode;
  name: string;
}

/** A titled list of short items, e.g. 'For Law Firms'. */
export interface ItemList {
  title: string;
  icon?: IconNode;
  items: string[];
}

/** One step of a numbered process. */
export interface Step {
  title: string;
  description: string;
}

/**
 * A block of long text. Paragraph and list strings may hold inline links
 * written as `[label](/path)`; nothing else is parsed.
 */
export type TextBlock =
  | { type: 'h2'; text: string }
  | { type: 'h3'; text: string }
  | { type: 'p'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'ol'; items: string[] };

/** A section of an industry or program page; pages are lists of sections. */
export type Section =
  | { kind: 'prose'; heading: string; blocks: TextBlock[] }
  | { kind: 'cards'; heading: string; intro?: string; items: FeatureCard[] }
  | { kind: 'entries'; heading: string; intro?: string; items: NamedEntry[] }
  | { kind: 'lists'; heading: string; intro?: string; lists: ItemList[] }
  | { kind: 'steps'; heading: string; intro?: string; items: Step[] }
  | { kind: 'brochure'; heading: string; text: string };

/** The closing band of a page: a heading, a sentence and up to two buttons. */
export interface CallToAction {
  heading: string;
  text: string;
  primary: Action;
  secondary?: Action;
  /** Show the local phone number as a third way to reach us. */
  phone?: boolean;
}

/** The banner at the top of a page (400px tall). */
export interface Hero {
  title: string;
  lede: string;
  image?: Picture;
}

/** What a page says about itself to browsers, crawlers and link previews. */
export interface PageMeta {
  /** Unique across the site, without the company name (the layout appends it). */
  title: string;
  /** Unique across the site, 70–160 characters. */
  description: string;
}

/** What menus know of a page: an entry of a section's catalog (its index.ts). */
export interface PageListing {
  /** @example 'pos-systems' */
  slug: string;
  /** Short name for menus, links and breadcrumbs. @example 'POS Systems' */
  navLabel: string;
}

/** The content of a solution detail page under /solutions/{slug}; one file per page. */
export interface SolutionPage {
  meta: PageMeta;
  hero: Hero & { image: Picture };
  /** Long article text, at least 700 words, with h2/h3 headings. */
  body: TextBlock[];
  /** Exactly four cards. */
  highlights: FeatureCard[];
  /** Offer the restaurant POS brochure download on this page. */
  brochure?: boolean;
  cta: CallToAction;
}

/** A card on the /solutions overview (seven of them). */
export interface SolutionCard {
  icon: IconNode;
  title: string;
  description: string;
  features: string[];
  link: Action;
}

/** The content of an industry page under /industries/{slug}; one file per page. */
export interface IndustryPage {
  meta: PageMeta;
  hero: Hero;
  /** Short highlight blocks under the hero (e.g. three on professional services). */
  highlights?: FeatureCard[];
  sections: Section[];
  cta: CallToAction;
}

/** A card on the /industries overview (six of them). */
export interface IndustryCard {
  /** The industry page it links to. */
  slug: string;
  icon: IconNode;
  title: string;
  description: string;
  benefits: string[];
}

/**
 * An article under /articles/{slug}: the file src/content/articles/<slug>.md as the build reads it,
 * its front matter checked field by field and its text an HTML tree (build/article-reader.ts).
 */
export type { ArticleData as Article } from '../../build/article-reader';

/** The hybrid restaurant point-of-sale offering: shown on the restaurants page and printed in the brochure. */
export interface RestaurantPosOffering {
  /** @example 'Hybrid Restaurant POS' */
  name: string;
  tagline: string;
  /** Two or three paragraphs introducing the offering. */
  intro: string[];
  /** Exactly twelve. */
  features: FeatureCard[];
  /** Exactly four; one of them states the 40% faster order-to-table time. */
  benefits: FeatureCard[];
  /** Exactly ten restaurant types. */
  restaurantTypes: NamedEntry[];
  hardware: ItemList;
  integrations: ItemList;
  pricing: FeatureCard;
  support: FeatureCard;
}

/** One field of a form; `name` is what the form submits. */
export interface FormField {
  name: string;
  /** Visible label, without the required marker (the form adds ' *'). */
  label: string;
  type: 'text' | 'email' | 'tel' | 'number' | 'textarea' | 'select';
  required: boolean;
  /** The browser autofill token. @example 'postal-code' */
  autoComplete?: string;
  placeholder?: string;
  /** Choices of a select; the form adds an empty first choice. */
  options?: { value: string; label: string }[];
  /** The value the field starts with and resets to. @example 'MS' */
  defaultValue?: string;
  inputMode?: 'numeric' | 'decimal' | 'text';
  /** Span both columns of the form grid. */
  wide?: boolean;
  /** The most characters the field takes (its `maxlength`); the server refuses more, as the browser does. */
  maxLength?: number;
}

/** A group of fields shown as a fieldset with a legend. */
export interface FieldGroup {
  legend: string;
  fields: FormField[];
}

/** A form whose submissions the server stores as leads; it confirms once the server has. */
export interface FormContent {
  heading: string;
  intro: string;
  groups: FieldGroup[];
  submitLabel: string;
  /** The exact confirmation the visitor sees. */
  successMessage: string;
}
