/**
 * The nearest of some names to one written wrong: what the owner most likely meant, for the content
 * check's messages (a day spelt `Saturdy`, a link to `/contact-us`).
 */

/** How many letters to add, remove or change to turn `a` into `b` (Levenshtein). */
export function editDistance(a: string, b: string) {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next.push(Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    row = next;
  }
  return row[b.length]!;
}

/**
 * Up to `count` of `names`, nearest to `written` first (ties in the order given), at most `within` edits away
 * (letters, whatever their case); `score` can measure nearness another way.
 */
export function nearest(written: string, names: readonly string[], { count = 3, within = Infinity, score = (name: string) => editDistance(written.toLowerCase(), name.toLowerCase()) } = {}) {
  return names
    .map((name, i) => ({ name, i, d: score(name) }))
    .filter(({ d }) => d <= within)
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .slice(0, count)
    .map(({ name }) => name);
}
