/**
 * A log line as a terminal shows it (server/process/readable-log.ts; the start on a real pseudo terminal is in
 * tests/http/startup-report.test.ts): what the message leaves out, an error's stack, and nothing a visitor
 * sent that could drive the terminal.
 */
import { describe, expect, it } from 'vitest';
import { readableLine } from '../../server/process/readable-log';

const line = (fields: Record<string, unknown>) => readableLine(`${JSON.stringify({ level: 50, time: '2026-11-27T20:10:41.000Z', ...fields })}\n`);
const INDENT = ' '.repeat('00:00:00 ERROR '.length);

describe('a log line on a terminal', () => {
  it('gives the fields the message does not say, and an error its stack, each under the message', () => {
    const error = new Error('disk full');
    const [head, ...rest] = line({ err: { type: 'Error', message: error.message, stack: error.stack }, path: '/contact', ms: 12, msg: 'request failed on /contact' }).trimEnd().split('\n');
    expect(head).toMatch(/^\d\d:\d\d:\d\d ERROR request failed on \/contact$/);
    expect(rest[0]).toBe(`${INDENT}ms=12`);
    expect(rest.slice(1).map((l) => l.slice(INDENT.length))).toEqual(error.stack!.split('\n'));
  });

  it('shows a control character or a bidirectional override a visitor sent as �, so it cannot rewrite the screen', () => {
    const text = line({ path: '/a\u001b[2J\u202Eb c', msg: 'request failed \u001b]0;title\u0007' });
    for (const shown of text.trimEnd().split('\n')) expect(shown).not.toMatch(/[\p{Cc}\p{Bidi_Control}]/u);
    expect(text).toContain('request failed �]0;title�');
    // In a field the JSON escape stays, as text.
    expect(text).toContain(`${INDENT}path="/a\\u001b[2J�b c"`);
  });

  it('passes a line that is not JSON through as it is', () => {
    expect(readableLine('not json\n')).toBe('not json\n');
  });
});
