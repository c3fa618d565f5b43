/**
 * Writes .br and .gz files beside the built JavaScript, CSS, SVG and other
 * text assets, so sirv sends them as they are instead of compressing on
 * every request. Run by `npm run build` after the client build.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = 'dist/client';
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt|xml)$/;

let files = 0;
for (const entry of await readdir(ROOT, { recursive: true, withFileTypes: true })) {
  const file = join(entry.parentPath, entry.name);
  if (!entry.isFile() || !COMPRESSIBLE.test(file)) continue;
  const source = await readFile(file);
  await writeFile(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }));
  await writeFile(`${file}.gz`, gzipSync(source, { level: 9 }));
  files++;
}
console.log(`precompressed ${files} files in ${ROOT} (.br, .gz)`);
