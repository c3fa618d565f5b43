/**
 * The digest's picture: up to 14 days of the site's visitors (teal bars) and leads (gold bars), the week
 * before and the week itself, drawn as the cards are (build/cards.ts, ADR 022): laid out by satori,
 * drawn to PNG by resvg, with the site's Noto Sans. No browser. The same figures go in a table beside
 * it, and its alt text says what it shows.
 *
 * Each row has its own scale, and says so (SCALES, in the picture, its alt text and the line beside it):
 * a site has tens of visitors for each lead, so on one scale a week's leads would be bars a pixel or two
 * high. Each bar carries its figure, so neither row is read from its height alone.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { color } from '../../../src/theme/tokens';
import type { DigestFigures } from './figures';

/**
 * Drawn for a phone: a 375 px screen's mail reader gives the digest's column 343 px (16 px of margin
 * each side), so the picture is 340 CSS px wide and shown at that size, never scaled down there or up
 * on a wider screen; its smallest text, 12 px, is 12 CSS px on the phone. Drawn at twice that for
 * sharp screens.
 */
export const PICTURE = { width: 340, height: 270 } as const;
/** Why a day's leads may stand taller than its visitors, said in the picture. */
export const SCALES = 'Each row has its own scale.';
/** The smallest text in the picture, in CSS px as shown. */
export const MIN_FONT_PX = 12;

interface Node {
  type: string;
  props: { style?: Record<string, string | number>; children?: (Node | string)[] | Node | string };
}
const h = (style: Node['props']['style'], ...children: (Node | string)[]): Node => ({ type: 'div', props: { style: { display: 'flex', ...style }, children } });

const fontFile = createRequire(import.meta.url);
let fonts: { name: string; weight: 400 | 700; style: 'normal'; data: Buffer }[] | undefined;
const loadFonts = () =>
  (fonts ??= ([400, 700] as const).map((weight) => ({
    name: 'Sans', weight, style: 'normal' as const, data: readFileSync(fontFile.resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`)),
  })));

const weekday = (day: string) => new Date(Date.parse(day)).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' }).slice(0, 2);

/** Each day's slot and the gap between: 14 of them fill the picture's width less its padding. */
const SLOT = 21;
const GAP = 2;
const PAD = 8;
const slots = (n: number) => n * SLOT + Math.max(0, n - 1) * GAP;

/** A bar's figure in at most three characters, to fit its slot: 1234 is '1k'. */
const short = (value: number) => (value < 1000 ? String(value) : `${Math.round(value / 1000)}k`);

/** One row of bars scaled to the row's largest, each with its figure above. */
function bars(values: number[], fill: string, height: number): Node {
  const top = Math.max(1, ...values);
  return h(
    { alignItems: 'flex-end', height, gap: GAP },
    ...values.map((value) =>
      h(
        { flexDirection: 'column', alignItems: 'center', justifyContent: 'flex-end', width: SLOT, height },
        h({ fontSize: MIN_FONT_PX, color: color.ink }, short(value)),
        h({ width: 15, height: Math.max(2, Math.round(((height - 18) * value) / top)), backgroundColor: value > 0 ? fill : color.border }),
      ),
    ),
  );
}

export function layout({ days, from }: DigestFigures): Node {
  const label = (text: string, swatch: string) =>
    h({ alignItems: 'center', gap: 6, fontSize: 14, fontWeight: 700, color: color.ink }, h({ width: 12, height: 12, backgroundColor: swatch }), text);
  const before = days.filter((d) => d.day < from).length;
  return h(
    { width: PICTURE.width, height: PICTURE.height, flexDirection: 'column', backgroundColor: color.white, fontFamily: 'Sans', padding: `8px ${PAD}px`, boxSizing: 'border-box' },
    h({ gap: 16 }, label('Visitors a day', color.teal), label('Leads a day', color.gold)),
    h({ fontSize: MIN_FONT_PX, color: color.muted, marginBottom: 4 }, SCALES),
    bars(days.map((d) => d.visitors), color.teal, 110),
    h({ width: slots(days.length), height: 1, backgroundColor: color.muted, marginBottom: 4 }),
    bars(days.map((d) => d.leads), color.gold, 60),
    h(
      { gap: GAP, fontSize: MIN_FONT_PX, color: color.muted },
      ...days.map((d) => h({ width: SLOT, justifyContent: 'center', fontWeight: d.day === from ? 700 : 400 }, weekday(d.day))),
    ),
    h(
      { gap: GAP, fontSize: MIN_FONT_PX, color: color.muted, marginTop: 2 },
      h({ width: slots(before), justifyContent: 'center' }, 'week before'),
      h({ width: slots(days.length - before), justifyContent: 'center', fontWeight: 700, color: color.ink }, 'this week'),
    ),
  );
}

/** The picture as PNG bytes: the same figures always make the same bytes. */
export async function drawPicture(figures: DigestFigures): Promise<Buffer> {
  // Loaded here, once a week, not by every start of the site: satori and resvg are most of a start's imports.
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const svg = await satori(layout(figures) as unknown as Parameters<typeof satori>[0], { ...PICTURE, fonts: loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: PICTURE.width * 2 } }).render().asPng();
}

/** What the picture shows, for those who do not see it. */
export function pictureAlt({ days }: DigestFigures): string {
  const total = (part: typeof days, key: 'visitors' | 'leads') => part.reduce((n, d) => n + d[key], 0);
  const [before, week] = [days.slice(0, 7), days.slice(7)];
  return `Bar chart of visitors and leads on each of the last ${days.length} days: ${total(week, 'visitors')} visitors and ${total(week, 'leads')} leads this week, `
    + `${total(before, 'visitors')} visitors and ${total(before, 'leads')} leads the week before; ${SCALES.toLowerCase().replace(/\.$/, '')}, leads being few beside visitors. The table below gives each day's figures.`;
}
