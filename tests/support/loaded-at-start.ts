import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * The packages a built entry (dist/server/*.js) imports before it runs, following its own chunks' static
 * imports: what loading it costs at every start. A dynamic `import()` is not followed, as it loads only when run.
 */
export function loadedAtStart(entry: string) {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const read = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^import (?:[^;]*? from )?"([^"]+)";/gm)) {
      if (specifier!.startsWith('.')) read(resolve(dirname(file), specifier!));
      else packages.add(specifier!);
    }
  };
  read(resolve(entry));
  return packages;
}
