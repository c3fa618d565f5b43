/**
 * The digest's picture: 14 days of the site's visitors (teal bars) and leads (gold bars), the week
 * before and the week itself, drawn as the cards are (build/cards.ts, ADR 022): laid out by satori,
 * drawn to PNG by resvg, with the site's Noto Sans. No browser. The same figures go in a table beside
 * it, and its alt text says what it shows.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { color } from '../../src/theme/tokens';
import type { DigestFigures } from './figures';

export const PICTURE = { width: 600, height: 300 } as const;

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

/** One row of 14 bars scaled to the row's largest, each with its figure above. */
function bars(values: number[], fill: string, height: number): Node {
  const top = Math.max(1, ...values);
  return h(
    { alignItems: 'flex-end', height, gap: 8 },
    ...values.map((value) =>
      h(
        { flexDirection: 'column', alignItems: 'center', justifyContent: 'flex-end', width: 32, height },
        h({ fontSize: 12, color: color.ink }, String(value)),
        h({ width: 24, height: Math.max(2, Math.round(((height - 18) * value) / top)), backgroundColor: value > 0 ? fill : color.border }),
      ),
    ),
  );
}

function layout({ days, from }: DigestFigures): Node {
  const label = (text: string, swatch: string) =>
    h({ alignItems: 'center', gap: 6, fontSize: 14, fontWeight: 700, color: color.ink }, h({ width: 12, height: 12, backgroundColor: swatch }), text);
  return h(
    { width: PICTURE.width, height: PICTURE.height, flexDirection: 'column', backgroundColor: color.white, fontFamily: 'Sans', padding: '12px 16px', boxSizing: 'border-box' },
    h({ gap: 20, marginBottom: 4 }, label('Visitors a day', color.teal), label('Leads a day', color.gold)),
    bars(days.map((d) => d.visitors), color.teal, 130),
    h({ height: 1, backgroundColor: color.muted, marginBottom: 4 }),
    bars(days.map((d) => d.leads), color.gold, 70),
    h(
      { gap: 8, fontSize: 12, color: color.muted },
      ...days.map((d) => h({ width: 32, justifyContent: 'center', fontWeight: d.day === from ? 700 : 400 }, weekday(d.day))),
    ),
    h({ gap: 8, fontSize: 12, color: color.muted, marginTop: 2 }, h({ width: 272, justifyContent: 'center' }, 'the week before'), h({ width: 272, justifyContent: 'center', fontWeight: 700, color: color.ink }, 'this week')),
  );
}

/** The picture as PNG bytes: the same figures always make the same bytes. */
export async function drawPicture(figures: DigestFigures): Promise<Buffer> {
  const svg = await satori(layout(figures) as unknown as Parameters<typeof satori>[0], { ...PICTURE, fonts: loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: PICTURE.width * 2 } }).render().asPng();
}

/** What the picture shows, for those who do not see it. */
export function pictureAlt({ days }: DigestFigures): string {
  const total = (part: typeof days, key: 'visitors' | 'leads') => part.reduce((n, d) => n + d[key], 0);
  const [before, week] = [days.slice(0, 7), days.slice(7)];
  return `Bar chart of visitors and leads on each of the last 14 days: ${total(week, 'visitors')} visitors and ${total(week, 'leads')} leads this week, `
    + `${total(before, 'visitors')} visitors and ${total(before, 'leads')} leads the week before. The table below gives each day's figures.`;
}
