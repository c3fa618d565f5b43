/**
 * The 1200×630 cards link previews show: the site's (beside its video poster) and one per article
 * (its category and title), in the hero's navy, gold and serif headings. Laid out by satori (HTML
 * and CSS to SVG, text set as outlines from the font files of @fontsource packages) and drawn by
 * resvg (SVG to PNG), as Next.js's ImageResponse does: no browser. ADR 022.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { site } from '../src/config/site.ts';
import { color, heroBackground } from '../src/theme/tokens.ts';

export const CARD = { width: site.socialImage.width, height: site.socialImage.height } as const;

/** An element as satori takes it: React's shape, without React. */
export interface Node {
  type: string;
  props: { style?: Record<string, string | number>; src?: string; children?: (Node | string)[] | Node | string };
}

const h = (type: string, style: Node['props']['style'], ...children: (Node | string)[]): Node => ({ type, props: { style, children } });
const img = (src: string, width: number, height: number, style: Node['props']['style'] = {}): Node => ({ type: 'img', props: { src, style: { width, height, ...style } } });

const svgDataUrl = (file: string) => `data:image/svg+xml;base64,${readFileSync(file).toString('base64')}`;
const fileOf = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));

const fontFile = createRequire(import.meta.url);
const font = (name: string, family: string, weight: 400 | 700) => ({
  name,
  weight,
  style: 'normal' as const,
  data: readFileSync(fontFile.resolve(`@fontsource/${family}/files/${family}-latin-${weight}-normal.woff`)),
});
/** The site's serif headings and sans text, from fonts that come with the project's packages. */
const fonts = () => [font('Serif', 'noto-serif', 700), font('Sans', 'noto-sans', 400), font('Sans', 'noto-sans', 700)];

/**
 * A mark under the content, in a colour nothing else uses: satori lays out and writes elements that
 * fall outside the card, so where this one lands says whether the content fits.
 */
const FIT_MARK = '#010203';

function page(children: Node[], layout: Node['props']['style']): Node {
  return h(
    'div',
    { width: CARD.width, height: CARD.height, boxSizing: 'border-box', display: 'flex', backgroundImage: heroBackground, color: color.white, fontFamily: 'Sans', ...layout },
    ...children,
  );
}

/** The mark and the company name, as the header shows them. */
const brand = (size: number) =>
  h(
    'div',
    { display: 'flex', alignItems: 'center', gap: 18 },
    img(svgDataUrl(fileOf('src/assets/logo-mark.svg')), size, size),
    h('span', { fontFamily: 'Serif', fontWeight: 700, fontSize: Math.round(size * 0.4) }, site.name),
  );


/** Long titles get a smaller size so that they stay within three lines. */
const titleSize = (title: string) => (title.length > 60 ? 58 : title.length > 40 ? 66 : 76);

/** The site's card: brand, promise and tagline beside the video poster. */
export function siteCard(): Node {
  return page(
    [
      h(
        'div',
        { display: 'flex', flexDirection: 'column', flex: 1 },
        h('div', { display: 'flex', marginBottom: 36 }, brand(84)),
        h('div', { fontFamily: 'Serif', fontWeight: 700, fontSize: 54, lineHeight: 1.12, marginBottom: 28 }, 'Keep more of every sale, by the card rules'),
        h('div', { fontSize: 26, lineHeight: 1.4, color: color.onNavyMuted }, site.tagline),
        h('div', { width: 1, height: 1, backgroundColor: FIT_MARK }),
      ),
      img(svgDataUrl(fileOf('src/assets/images/home/video-poster.svg')), 520, 292, { borderRadius: 24, boxShadow: '0 20px 50px rgba(0,0,0,.35)' }),
    ],
    { alignItems: 'center', gap: 40, padding: '0 60px' },
  );
}

/** An article's card: brand, then its category in gold over its title, large. */
export function articleCard({ title, category }: { title: string; category: string }): Node {
  return page(
    [
      brand(72),
      h(
        'div',
        { display: 'flex', flexDirection: 'column', marginTop: 'auto' },
        h(
          'div',
          {
            display: 'flex', alignSelf: 'flex-start', fontWeight: 700, fontSize: 26, letterSpacing: '0.08em', textTransform: 'uppercase',
            color: color.gold, borderBottom: `5px solid ${color.gold}`, paddingBottom: 10, marginBottom: 28,
          },
          category,
        ),
        h('div', { fontFamily: 'Serif', fontWeight: 700, fontSize: titleSize(title), lineHeight: 1.12, maxWidth: 1000 }, title),
      ),
      h('div', { display: 'flex', marginTop: 40, fontSize: 24, color: color.onNavyMuted }, site.tagline),
      h('div', { width: 1, height: 1, flexShrink: 0, backgroundColor: FIT_MARK }),
    ],
    { flexDirection: 'column', padding: '64px 72px 63px' },
  );
}

/** The card as SVG; fails when its content does not fit (a title too long would be cut off silently). */
export async function cardSvg(card: Node, name: string): Promise<string> {
  const svg = await satori(card as Parameters<typeof satori>[0], { ...CARD, fonts: fonts() });
  const mark = new RegExp(`<rect x="([\\d.]+)" y="([\\d.]+)" width="1" height="1" fill="${FIT_MARK}"`).exec(svg);
  // Satori leaves out what falls wholly outside the card.
  if (!mark || Number(mark[2]) + 1 > CARD.height || Number(mark[1]) + 1 > CARD.width) throw new Error(`${name}: the content does not fit in ${CARD.width}×${CARD.height}`);
  return svg.replace(mark[0], mark[0].replace(FIT_MARK, 'none'));
}

/** An SVG as a PNG of its own size. */
export const png = (svg: string) => Buffer.from(new Resvg(svg).render().asPng());
