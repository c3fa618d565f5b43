import type { IndustryPage } from '../types';

// Every file beside this one but the catalog and the cards is a page. Server only: it holds all their text.
const pages = import.meta.glob<IndustryPage>(['./*.ts', '!./index.ts', '!./cards.ts', '!./pages.server.ts'], { import: 'page', eager: true });

/** The content of one industry page. */
export const industryPage = (slug: string) => pages[`./${slug}.ts`]!;
