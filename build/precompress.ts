/**
 * Writes .br and .gz files beside the built JavaScript, CSS, SVG and other text assets of `root`,
 * so sirv sends them as they are instead of compressing on every request. A step of npm run build
 * (scripts/build.ts), after the client build.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt|xml)$/;

/** Compresses every text asset under `root`; resolves with how many. */
export async function precompress(root: string): Promise<number> {
  let files = 0;
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.test(file)) continue;
    const source = await readFile(file);
    await writeFile(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }));
    await writeFile(`${file}.gz`, gzipSync(source, { level: 9 }));
    files++;
  }
  return files;
}
