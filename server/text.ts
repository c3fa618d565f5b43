/**
 * Text for people, said alike by the lead command (server/cli/) and the weekly digest
 * (server/observe/digest/): what a visitor typed made harmless to show, and counts with their nouns.
 */

/**
 * What a visitor typed reaches a terminal or a mail reader: control characters (escape sequences) and
 * bidirectional overrides could rewrite what the screen shows (and HTML forbids them), so each is shown as �.
 */
export const printable = (text: string) => text.replace(/[\p{Cc}\p{Bidi_Control}]/gu, '\uFFFD');

/** '1 lead', '3 leads', '2 deliveries' (the plural given when it is not the word and an s). */
export const plural = (n: number, word: string, words = `${word}s`) => `${n} ${n === 1 ? word : words}`;

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** A small count as a word, as a sentence says it: 1 → 'one', 12 → '12'. */
export const numberWord = (n: number) => WORDS[n] ?? String(n);

/** 'a', 'a and b', 'a, b and c'. */
export const listed = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`);
