/**
 * The owner's guide (docs/owner.md) as the owner follows it: one check for everything they edit, examples that are
 * there to open, and what it says of the report true to the code.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_VIEWS_WRITE_MS } from '../../server/observe/page-views';

const guide = readFileSync('docs/owner.md', 'utf8');

describe('the owner’s guide', () => {
  it('names one check for the owner, npm run check:content, and none of the developers’', () => {
    expect(guide).toContain('Check each edit with one command, `npm run check:content`');
    expect(guide).not.toMatch(/test:fast|npm run test\b|npm test\b/);
    // What the check prints last, as the guide shows it: what to do next.
    const printed = readFileSync('scripts/check-content.ts', 'utf8');
    expect(printed).toContain('then run the check again: npm run check:content');
    expect(guide).toContain('Fix them, then run the check again: npm run check:content');
  });

  it('names as examples to open only articles that are there; the one to write is not', () => {
    const toWrite = /<!-- example-article: ([a-z0-9-]+) -->/.exec(guide)![1]!;
    const named = [...guide.matchAll(/src\/content\/articles\/([a-z0-9-]+)\.md/g), ...guide.matchAll(/`([a-z0-9-]+)\.md`/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(2);
    for (const slug of new Set(named)) {
      if (slug !== toWrite) expect(existsSync(`src/content/articles/${slug}.md`), `${slug}.md`).toBe(true);
    }
    expect(existsSync(`src/content/articles/${toWrite}.md`)).toBe(false);
    expect(guide).toContain(`\`src/content/articles/${toWrite}.md\`\n(not on the site: save it under that name to try it)`);
  });

  it('says a view shows in the report within the time the site writes them', () => {
    expect(PAGE_VIEWS_WRITE_MS).toBe(60_000);
    expect(guide).toContain('writes them to the store once a minute');
  });
});
