/**
 * The restaurant point-of-sale brochure: a letter-size PDF printed from the
 * same content the site shows on /industries/restaurants (`restaurantPos`)
 * and the business facts of the site configuration (`site`).
 *
 * The output is byte-for-byte deterministic, so a build that changed nothing
 * ships the same file (and the same size on the pages that offer it):
 * - the creation and modification dates are fixed (pdfkit would otherwise
 *   stamp `new Date()` into the info dictionary and the XMP metadata);
 * - pdfkit derives the trailer's document /ID from an MD5 of the info
 *   dictionary, so with fixed dates and strings the ID is fixed as well;
 * - only the built-in Helvetica fonts are used: nothing is embedded, so no
 *   random font subset tags appear;
 * - streams are compressed with zlib, which is deterministic for equal input.
 *
 * `npm run build` makes it (build/site-files.ts); it is not committed.
 */
import PDFDocument from 'pdfkit';
import { hoursLines } from '../src/config/hours.ts';
import { phones as dialled, telHref } from '../src/config/phones.server.ts';
import { areaLine, mailHref, site } from '../src/config/site.ts';
import { restaurantPos } from '../src/content/restaurant-pos.ts';
import type { FeatureCard, ItemList, RestaurantPosOffering } from '../src/content/types.ts';
import { color as siteColor } from '../src/theme/tokens.ts';

/** Stamped as creation and modification date; change it when the content changes materially. */
const BROCHURE_DATE = new Date('2026-11-01T00:00:00Z');

type Doc = PDFKit.PDFDocument;

// The site's colours, with the tints and greys that suit paper.
const color = {
  navy: siteColor.navy,
  teal: siteColor.teal,
  gold: siteColor.gold,
  text: '#2B3A47',
  muted: '#5A6B78',
  onNavy: '#D6E2EC',
  tealTint: '#E6F1F1',
  navyTint: '#F1F4F7',
  rule: '#D3DCE3',
  navyRule: '#2E506C',
  white: siteColor.white,
} as const;

const font = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

// Letter: 612 × 792 points.
const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 54;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** Content never goes below this line; the footer sits beneath it. */
const CONTENT_BOTTOM = PAGE.height - 58;
const GUTTER = 18;
const COLUMN_WIDTH = (CONTENT_WIDTH - GUTTER) / 2;

/** Characters outside WinAnsi that the content may plausibly hold, with printable stand-ins. */
const REPLACEMENTS: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '↔': '<->',
  '⇒': '=>',
  '✓': '•',
  '✔': '•',
  '✗': 'x',
  '★': '*',
  '≥': '>=',
  '≤': '<=',
  '≈': '~',
  '≠': '!=',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '‒': '–',
  '―': '—',
  '′': "'",
  '″': '"',
  '\u2009': ' ',
  '\u200A': ' ',
  '\u202F': ' ',
  '\u2007': ' ',
  '\u200B': '',
  '\u2060': '',
  '\uFE0F': '',
};

/** Characters beyond Latin-1 that the WinAnsi encoding of the standard fonts has. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const isWinAnsi = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

/** Makes a string printable with the standard fonts, which encode text as WinAnsi. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    if (isWinAnsi(char)) {
      out += char;
    } else if (char in REPLACEMENTS) {
      out += REPLACEMENTS[char];
    } else if (char === '\n') {
      out += char;
    } else {
      // Accented letters outside Latin-1 lose their accent; anything else is dropped.
      out += [...char.normalize('NFKD')].filter(isWinAnsi).join('');
    }
  }
  return out;
}

/** The XMP metadata pdfkit writes is not escaped, so keep its strings free of XML specials. */
const metadataText = (text: string) => toWinAnsi(text).replace(/&/g, 'and').replace(/[<>]/g, '');

// --- drawing helpers -------------------------------------------------------

interface TextStyle {
  font: string;
  size: number;
  color: string;
  lineGap?: number;
}

const style = {
  eyebrow: { font: font.bold, size: 8.5, color: color.teal },
  h2: { font: font.bold, size: 19, color: color.navy },
  cardTitle: { font: font.bold, size: 11.5, color: color.navy, lineGap: 1 },
  featureTitle: { font: font.bold, size: 10.5, color: color.navy, lineGap: 1 },
  lead: { font: font.regular, size: 11.5, color: color.navy, lineGap: 3.5 },
  body: { font: font.regular, size: 10, color: color.text, lineGap: 3 },
  small: { font: font.regular, size: 9.2, color: color.text, lineGap: 2.4 },
} satisfies Record<string, TextStyle>;

function use(doc: Doc, s: TextStyle): void {
  doc.font(s.font).fontSize(s.size).fillColor(s.color);
}

/** The height `text` takes in `s` at `width`. */
function measure(doc: Doc, text: string, s: TextStyle, width: number): number {
  use(doc, s);
  return doc.heightOfString(toWinAnsi(text), { width, lineGap: s.lineGap ?? 0 });
}

/** Writes `text` in `s` with its top-left corner at (x, y); returns the height used. */
function write(doc: Doc, text: string, s: TextStyle, x: number, y: number, width: number, link?: string): number {
  const height = measure(doc, text, s, width);
  doc.text(toWinAnsi(text), x, y, { width, lineGap: s.lineGap ?? 0, ...(link ? { link, underline: false } : {}) });
  return height;
}

/** Starts a new page unless `height` still fits below the current position. */
function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > CONTENT_BOTTOM) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

const EYEBROW_SPACING = 1.4;

function eyebrowText(doc: Doc, text: string, x: number, y: number, fill: string): void {
  use(doc, { ...style.eyebrow, color: fill });
  doc.text(toWinAnsi(text.toUpperCase()), x, y, { lineBreak: false, characterSpacing: EYEBROW_SPACING });
}

function headingHeight(doc: Doc, title: string): number {
  return 14 + measure(doc, title, style.h2, CONTENT_WIDTH) + 12;
}

/** A section heading: a small teal eyebrow over a navy title, with a gold tick. */
function heading(doc: Doc, eyebrow: string, title: string, keepWith: number): void {
  ensureSpace(doc, headingHeight(doc, title) + keepWith);
  const y = doc.y;
  doc.rect(MARGIN, y + 1, 18, 3).fill(color.gold);
  eyebrowText(doc, eyebrow, MARGIN + 26, y - 1, color.teal);
  const titleHeight = write(doc, title, style.h2, MARGIN, y + 14, CONTENT_WIDTH);
  doc.y = y + 14 + titleHeight + 12;
}

// --- cards and lists -------------------------------------------------------

const CARD_PAD = 14;

function cardHeight(doc: Doc, card: FeatureCard, width: number): number {
  const inner = width - 2 * CARD_PAD - 4;
  return CARD_PAD + measure(doc, card.title, style.cardTitle, inner) + 6 + measure(doc, card.description, style.small, inner) + CARD_PAD;
}

/** A tinted card with a coloured bar on its left edge. */
function card(doc: Doc, item: FeatureCard, x: number, y: number, width: number, height: number, accent: string): void {
  doc.rect(x, y, width, height).fill(color.navyTint);
  doc.rect(x, y, 4, height).fill(accent);
  const inner = width - 2 * CARD_PAD - 4;
  const left = x + 4 + CARD_PAD;
  const titleHeight = write(doc, item.title, style.cardTitle, left, y + CARD_PAD, inner);
  write(doc, item.description, style.small, left, y + CARD_PAD + titleHeight + 6, inner);
}

/** Cards two by two; each row is as tall as its taller card. */
function cardGrid(doc: Doc, items: FeatureCard[], accent: string): void {
  for (let i = 0; i < items.length; i += 2) {
    const row = items.slice(i, i + 2);
    const height = Math.max(...row.map((item) => cardHeight(doc, item, COLUMN_WIDTH)));
    ensureSpace(doc, height);
    const y = doc.y;
    row.forEach((item, column) => card(doc, item, MARGIN + column * (COLUMN_WIDTH + GUTTER), y, COLUMN_WIDTH, height, accent));
    doc.y = y + height + 12;
  }
}

const BADGE = 20;
const FEATURE_INDENT = BADGE + 10;

function featureHeight(doc: Doc, item: FeatureCard): number {
  const width = COLUMN_WIDTH - FEATURE_INDENT;
  return measure(doc, item.title, style.featureTitle, width) + 3 + measure(doc, item.description, style.small, width);
}

/**
 * The features in two columns, numbered, in reading order left to right.
 * When what follows will not share the page anyway (`after` does not fit),
 * the rows spread out a little over the free space.
 */
function featureGrid(doc: Doc, items: FeatureCard[], after: number): void {
  const rows: FeatureCard[][] = [];
  for (let i = 0; i < items.length; i += 2) rows.push(items.slice(i, i + 2));
  const heights = rows.map((row) => Math.max(...row.map((item) => featureHeight(doc, item))));
  const total = heights.reduce((sum, height) => sum + height, 0);
  const minGap = 16;
  const free = CONTENT_BOTTOM - doc.y - total;
  const spread = free >= minGap * rows.length && free < minGap * rows.length + after;
  const gap = spread ? Math.min(30, free / rows.length) : minGap;
  rows.forEach((row, r) => {
    const i = r * 2;
    const height = heights[r] ?? 0;
    ensureSpace(doc, height);
    const y = doc.y;
    row.forEach((item, column) => {
      const x = MARGIN + column * (COLUMN_WIDTH + GUTTER);
      const number = String(i + column + 1).padStart(2, '0');
      doc.roundedRect(x, y, BADGE, BADGE, 4).fill(color.teal);
      use(doc, { font: font.bold, size: 8.5, color: color.white });
      doc.text(number, x, y + 6.5, { width: BADGE, align: 'center', lineBreak: false });
      const width = COLUMN_WIDTH - FEATURE_INDENT;
      const titleHeight = write(doc, item.title, style.featureTitle, x + FEATURE_INDENT, y + 1, width);
      write(doc, item.description, style.small, x + FEATURE_INDENT, y + 1 + titleHeight + 3, width);
    });
    if (r < rows.length - 1) {
      const ruleY = y + height + gap / 2;
      doc.moveTo(MARGIN, ruleY).lineTo(MARGIN + CONTENT_WIDTH, ruleY).lineWidth(0.5).strokeColor(color.rule).stroke();
    }
    doc.y = y + height + gap;
  });
}

const chipStyle: TextStyle = { font: font.bold, size: 9.5, color: color.teal };
const CHIP = { padX: 11, height: 24, gap: 8 } as const;

interface Chip {
  text: string;
  x: number;
  row: number;
  width: number;
}

/** Places names as chips that wrap like words; x is relative to the left margin. */
function layoutChips(doc: Doc, names: string[]): { chips: Chip[]; height: number } {
  use(doc, chipStyle);
  const chips: Chip[] = [];
  let x = 0;
  let row = 0;
  for (const name of names) {
    const text = toWinAnsi(name);
    const width = doc.widthOfString(text) + 2 * CHIP.padX;
    if (x > 0 && x + width > CONTENT_WIDTH) {
      x = 0;
      row += 1;
    }
    chips.push({ text, x, row, width });
    x += width + CHIP.gap;
  }
  return { chips, height: (row + 1) * CHIP.height + row * CHIP.gap };
}

/** Names as rounded chips, kept together on one page. */
function chips(doc: Doc, layout: { chips: Chip[]; height: number }): void {
  ensureSpace(doc, layout.height);
  const y = doc.y;
  for (const chip of layout.chips) {
    const top = y + chip.row * (CHIP.height + CHIP.gap);
    doc.roundedRect(MARGIN + chip.x, top, chip.width, CHIP.height, CHIP.height / 2).fill(color.tealTint);
    use(doc, chipStyle);
    doc.text(chip.text, MARGIN + chip.x + CHIP.padX, top + 8, { lineBreak: false });
  }
  doc.y = y + layout.height + 20;
}

const BULLET_INDENT = 14;

function listHeight(doc: Doc, list: ItemList, width: number): number {
  let height = measure(doc, list.title, style.cardTitle, width) + 8;
  for (const item of list.items) height += measure(doc, item, style.small, width - BULLET_INDENT) + 5;
  return height;
}

/** A titled list with gold bullets, in a column starting at (x, y). */
function list(doc: Doc, items: ItemList, x: number, y: number, width: number): void {
  let top = y + write(doc, items.title, style.cardTitle, x, y, width) + 8;
  for (const item of items.items) {
    doc.circle(x + 3, top + style.small.size * 0.42, 2.3).fill(color.gold);
    top += write(doc, item, style.small, x + BULLET_INDENT, top, width - BULLET_INDENT) + 5;
  }
}

// --- the parts of the brochure --------------------------------------------

function cover(doc: Doc, offering: RestaurantPosOffering): void {
  const top = 36;
  // The measurements decide the band's height, so a longer tagline never spills out.
  const nameStyle: TextStyle = { font: font.bold, size: 34, color: color.white, lineGap: 2 };
  const taglineStyle: TextStyle = { font: font.regular, size: 13.5, color: color.onNavy, lineGap: 3 };
  const nameTop = top + 62;
  const nameHeight = measure(doc, offering.name, nameStyle, CONTENT_WIDTH);
  const taglineTop = nameTop + nameHeight + 8;
  const taglineHeight = measure(doc, offering.tagline, taglineStyle, CONTENT_WIDTH - 60);
  const bandHeight = taglineTop + taglineHeight + 30;

  doc.rect(0, 0, PAGE.width, bandHeight).fill(color.navy);
  doc.rect(0, bandHeight, PAGE.width, 5).fill(color.gold);

  // Company mark and name.
  doc.circle(MARGIN + 8, top + 8, 8).fill(color.gold);
  doc.circle(MARGIN + 8, top + 8, 3.2).fill(color.navy);
  use(doc, { font: font.bold, size: 12.5, color: color.white });
  doc.text(toWinAnsi(site.name), MARGIN + 24, top + 1, { lineBreak: false });
  use(doc, { font: font.regular, size: 9, color: color.onNavy });
  doc.text(toWinAnsi(site.tagline), MARGIN + 24, top + 17, { lineBreak: false });

  eyebrowText(doc, 'Restaurant point of sale', MARGIN, nameTop - 20, color.gold);
  write(doc, offering.name, nameStyle, MARGIN, nameTop, CONTENT_WIDTH);
  write(doc, offering.tagline, taglineStyle, MARGIN, taglineTop, CONTENT_WIDTH - 60);

  doc.y = bandHeight + 5 + 24;
}

function intro(doc: Doc, offering: RestaurantPosOffering): void {
  offering.intro.forEach((paragraph, index) => {
    const s = index === 0 ? style.lead : style.body;
    ensureSpace(doc, measure(doc, paragraph, s, CONTENT_WIDTH));
    const y = doc.y;
    doc.y = y + write(doc, paragraph, s, MARGIN, y, CONTENT_WIDTH) + 9;
  });
  doc.y += 10;
}

function pricingAndSupport(doc: Doc, offering: RestaurantPosOffering): void {
  const cards = [offering.pricing, offering.support];
  const cardsHeight = Math.max(...cards.map((item) => cardHeight(doc, item, COLUMN_WIDTH)));
  heading(doc, 'Pricing and support', 'What it costs and who picks up the phone', cardsHeight);
  cardGrid(doc, cards, color.teal);
}

interface ContactLine {
  label: string;
  text: string;
  link?: string;
}

const contactLabel: TextStyle = { font: font.bold, size: 8.5, color: color.gold };
const contactText: TextStyle = { font: font.regular, size: 12, color: color.white, lineGap: 3 };
const CONTACT_LABEL_HEIGHT = 15;
const CONTACT_LINE_GAP = 16;

/** Every way to reach us, all from the site configuration, in two columns. */
function contactColumns(): ContactLine[][] {
  const phones = [dialled.local, dialled.tollFree];
  // No-break spaces keep each day with its hours when the line wraps.
  const hours = hoursLines().map((line) => `${line.days}\u00A0${line.hours}`).join(' · ');
  return [
    [
      ...phones.map((phone) => ({ label: `${phone.label} phone`, text: phone.display, link: telHref(phone) })),
      { label: 'Email', text: site.email, link: mailHref },
    ],
    [
      { label: 'Where we work', text: areaLine },
      { label: 'Office hours', text: `${hours} · ${site.support}` },
    ],
  ];
}

function contactColumnHeight(doc: Doc, lines: ContactLine[]): number {
  const total = lines.reduce((sum, line) => sum + CONTACT_LABEL_HEIGHT + measure(doc, line.text, contactText, COLUMN_WIDTH) + CONTACT_LINE_GAP, 0);
  return total - CONTACT_LINE_GAP;
}

/** The back cover: navy, with the company and every way to reach us. */
function backCover(doc: Doc, offering: RestaurantPosOffering): void {
  doc.addPage();
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(color.navy);
  doc.rect(0, 0, PAGE.width, 5).fill(color.gold);

  const titleStyle: TextStyle = { font: font.bold, size: 24, color: color.white, lineGap: 3 };
  const textStyle: TextStyle = { font: font.regular, size: 12.5, color: color.onNavy, lineGap: 3.5 };
  const title = `Talk to us about ${offering.name}`;
  const columns = contactColumns();
  const brandHeight = 44;
  const titleHeight = measure(doc, title, titleStyle, CONTENT_WIDTH);
  const textHeight = measure(doc, offering.tagline, textStyle, CONTENT_WIDTH - 60);
  const columnsHeight = Math.max(...columns.map((lines) => contactColumnHeight(doc, lines)));
  const groupHeight = brandHeight + 70 + 20 + titleHeight + 10 + textHeight + 36 + columnsHeight;
  let y = Math.max(MARGIN + 40, (CONTENT_BOTTOM - groupHeight) / 2);

  // Company mark, name and tagline, as on the cover but larger.
  doc.circle(MARGIN + 14, y + 14, 14).fill(color.gold);
  doc.circle(MARGIN + 14, y + 14, 5.5).fill(color.navy);
  use(doc, { font: font.bold, size: 22, color: color.white });
  doc.text(toWinAnsi(site.name), MARGIN + 40, y, { lineBreak: false });
  use(doc, { font: font.regular, size: 10.5, color: color.onNavy });
  doc.text(toWinAnsi(site.tagline), MARGIN + 40, y + 28, { lineBreak: false });
  y += brandHeight + 70;

  doc.rect(MARGIN, y, 40, 3).fill(color.gold);
  y += 20;
  y += write(doc, title, titleStyle, MARGIN, y, CONTENT_WIDTH) + 10;
  y += write(doc, offering.tagline, textStyle, MARGIN, y, CONTENT_WIDTH - 60) + 36;

  columns.forEach((lines, column) => {
    const x = MARGIN + column * (COLUMN_WIDTH + GUTTER);
    let top = y;
    for (const line of lines) {
      use(doc, contactLabel);
      doc.text(toWinAnsi(line.label.toUpperCase()), x, top, { lineBreak: false, characterSpacing: 1.2 });
      top += CONTACT_LABEL_HEIGHT;
      top += write(doc, line.text, contactText, x, top, COLUMN_WIDTH, line.link) + CONTACT_LINE_GAP;
    }
  });
}

/** A rule and a line of small print at the foot of every page. */
function footers(doc: Doc, offering: RestaurantPosOffering): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Writing below the bottom margin would make pdfkit start a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - 40;
    // The last page is the navy back cover.
    const dark = index === start + count - 1;
    doc.moveTo(MARGIN, y).lineTo(PAGE.width - MARGIN, y).lineWidth(0.6).strokeColor(dark ? color.navyRule : color.rule).stroke();
    use(doc, { font: font.regular, size: 8, color: dark ? color.onNavy : color.muted });
    const left = `${site.name} · ${offering.name} · ${site.phones.local.display} · ${site.email}`;
    doc.text(toWinAnsi(left), MARGIN, y + 9, { lineBreak: false });
    const right = `Page ${index + 1} of ${count}`;
    doc.text(right, PAGE.width - MARGIN - doc.widthOfString(right), y + 9, { lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}

function compose(doc: Doc, offering: RestaurantPosOffering): void {
  cover(doc, offering);
  intro(doc, offering);

  const benefitsHeight = cardHeight(doc, offering.benefits[0] ?? offering.pricing, COLUMN_WIDTH);
  heading(doc, 'Why restaurants switch', `What ${offering.name} does for your restaurant`, benefitsHeight);
  cardGrid(doc, offering.benefits, color.gold);

  doc.addPage();
  doc.y = MARGIN;
  const types = layoutChips(doc, offering.restaurantTypes.map((entry) => entry.name));
  const typesTitle = 'Built for every kind of kitchen and bar';
  heading(doc, 'Features', 'Everything front of house, kitchen and office need', featureHeight(doc, offering.features[0] ?? offering.pricing));
  featureGrid(doc, offering.features, headingHeight(doc, typesTitle) + types.height);

  heading(doc, 'Who it is for', typesTitle, types.height);
  chips(doc, types);

  const lists = [offering.hardware, offering.integrations];
  const listsHeight = Math.max(...lists.map((entry) => listHeight(doc, entry, COLUMN_WIDTH)));
  heading(doc, 'Equipment and connections', 'Hardware and integrations', listsHeight);
  const y = doc.y;
  lists.forEach((entry, column) => list(doc, entry, MARGIN + column * (COLUMN_WIDTH + GUTTER), y, COLUMN_WIDTH));
  doc.y = y + listsHeight + 18;

  pricingAndSupport(doc, offering);
  backCover(doc, offering);
  footers(doc, offering);
}

/** Renders the brochure of `offering` (the site's restaurant POS offering by default). */
export async function renderBrochureOf(offering: RestaurantPosOffering): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: PAGE.height - CONTENT_BOTTOM, left: MARGIN, right: MARGIN },
    pdfVersion: '1.7',
    compress: true,
    bufferPages: true,
    lang: 'en-US',
    displayTitle: true,
    font: font.regular,
    info: {
      Title: metadataText(`${offering.name} — ${site.name}`),
      Author: metadataText(site.name),
      Subject: metadataText(offering.tagline),
      Keywords: metadataText(`restaurant POS, point of sale, ${site.area.region} Gulf Coast`),
      Creator: metadataText(site.name),
      CreationDate: BROCHURE_DATE,
      ModDate: BROCHURE_DATE,
    },
  });
  const chunks: Uint8Array[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  compose(doc, offering);
  doc.end();
  return done;
}

/** Renders the restaurant POS brochure as a PDF. */
export function renderBrochure(): Promise<Buffer> {
  return renderBrochureOf(restaurantPos);
}

/** The number of pages of a PDF written by pdfkit (its object dictionaries are not compressed). */
export function countPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page(?![A-Za-z])/g)?.length ?? 0;
}
