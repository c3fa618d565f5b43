/**
 * The files a check names as failing, read from its output (tsc, ESLint) or its JSON report (Vitest),
 * relative to the working folder: npm run test:fast's closing line lists them, so the owner knows where to look.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

export function failingFiles(vitestReport: string): Record<string, (output: string) => string[]> {
  return {
    // `src/a.ts(3,5): error TS…`, or with --pretty `src/a.ts:3:5 - error TS…`.
    tsc: (output) => [...output.matchAll(/^([^\s(:]+\.[cm]?[jt]sx?)(?:\(\d+,\d+\):|:\d+:\d+ -) error/gm)].map((m) => m[1]!),
    // ESLint's stylish format heads each file's problems with its absolute path.
    eslint: (output) => [...output.matchAll(/^(\/\S+)$/gm)].map((m) => relative('.', m[1]!)),
    vitest: () => {
      try {
        const report = JSON.parse(readFileSync(vitestReport, 'utf8')) as { testResults: { name: string; status: string }[] };
        return report.testResults.filter((file) => file.status !== 'passed').map((file) => relative('.', file.name));
      } catch {
        return [];
      }
    },
  };
}
