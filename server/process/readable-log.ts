import { pino } from 'pino';

/**
 * A log line (pino's JSON) as a person at a terminal reads it: the time of day, the level, the message
 * with each of its clauses (`; `, outside parentheses) on a line of its own, then what the message does
 * not already say (`key=value`) and an error's stack. The journal and pipes keep the JSON (server/process/logger.ts).
 *
 *   20:14:03 WARN  no destination configured: leads are stored, not delivered
 *                  set SMTP_URL, LEADS_EMAIL_TO and LEADS_EMAIL_FROM, …, and restart: every lead kept is then delivered
 */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  // A warning's `check` names it for programs (monitors, the digest); the person reads its sentence.
  const { time, level, msg, check: _check, ...fields } = entry;
  const label = pino.levels.labels[level as number] ?? String(level);
  const head = `${typeof time === 'string' ? new Date(time).toTimeString().slice(0, 8) : '--:--:--'} ${label.toUpperCase().padEnd(5)} `;
  const message = typeof msg === 'string' ? msg : '';
  const said = (value: unknown) =>
    typeof value === 'string' ? message.includes(value) : Array.isArray(value) && value.every((item) => typeof item === 'string' && message.includes(item));
  // An Error pino serialised keeps its stack, a line each, last.
  const { stack } = (fields.err ?? {}) as { stack?: unknown };
  if (typeof stack === 'string') delete fields.err;
  const rest = Object.entries(fields)
    .filter(([, value]) => !said(value))
    .map(([key, value]) => `${key}=${typeof value === 'string' && /^\S+$/.test(value) ? value : JSON.stringify(value)}`);
  const lines = [...message.split(/; (?![^(]*\))/), ...(rest.length > 0 ? [rest.join(' ')] : []), ...(typeof stack === 'string' ? stack.split('\n') : [])];
  // What a visitor sent can reach a log line: no escape sequence of theirs reaches the terminal.
  return `${head}${lines.map((line) => line.replace(/[\p{Cc}\p{Bidi_Control}]/gu, '\uFFFD')).join(`\n${' '.repeat(head.length)}`)}\n`;
}
