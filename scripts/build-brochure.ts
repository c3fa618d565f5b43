/**
 * Writes the restaurant POS brochure to public/downloads/ and its size and
 * page count to src/content/brochure-file.json, for the site to show. Both are
 * committed: the build ships them as they are, and a test regenerates them into
 * a temporary folder to fail when they are stale.
 *
 *   npm run build:brochure   (tsx scripts/build-brochure.ts)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brochureFile, brochureHref, countPages, renderBrochure } from './brochure';

/** What the site knows about the brochure file. */
export interface BrochureFileInfo {
  href: string;
  bytes: number;
  pages: number;
}

/** Where the file facts are written, relative to the repository root. */
export const brochureInfoFile = 'src/content/brochure-file.json';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Renders the brochure and writes the PDF and its facts under `into` (the repository); returns the facts. */
export async function buildBrochure(into = root): Promise<BrochureFileInfo> {
  const pdf = await renderBrochure();
  const info: BrochureFileInfo = { href: brochureHref, bytes: pdf.length, pages: countPages(pdf) };
  for (const [file, data] of [[brochureFile, pdf], [brochureInfoFile, `${JSON.stringify(info, null, 2)}\n`]] as const) {
    await mkdir(path.dirname(path.join(into, file)), { recursive: true });
    await writeFile(path.join(into, file), data);
  }
  return info;
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);

if (isMain) {
  buildBrochure().then(
    (info) => console.log(`Wrote ${brochureFile}: ${info.pages} pages, ${info.bytes} bytes`),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
