/**
 * The operator's export: one record per lead, with the form's own field names and what was typed (JSON,
 * for programs: the names a webhook receives); as CSV, for people in a spreadsheet, each column under the
 * label the form shows and each choice by its label. The tax ID stays masked unless the operator's private
 * key opens the sealed copy.
 */
import { fieldLabels, shownValue } from '../leads/forms';
import { describeSource } from '../leads/intake/lead-source';
import { openTaxId } from '../leads/seal';
import type { LeadKind, StoredLead } from '../leads/store/types';

export type ExportRecord = Record<string, string>;

/** The CSV's first columns, said plainly; the form's fields follow, each under its label (server/leads/forms.ts). */
const FIRST_COLUMNS: Record<string, string> = { id: 'Lead', kind: 'Form', receivedAt: 'Received (UTC)', status: 'Status', cameFrom: 'Came from' };

/**
 * `id`, `kind`, `receivedAt` (ISO), `status`, `cameFrom` (where the visitor came from, as the e-mail
 * says it), then the form's fields; `privateKeyPem` opens the tax ID.
 */
export async function exportRecord(lead: StoredLead, privateKeyPem?: string): Promise<ExportRecord> {
  const record: ExportRecord = {
    id: lead.id, kind: lead.kind, receivedAt: lead.receivedAt.toISOString(), status: lead.status, cameFrom: describeSource(lead.source),
  };
  for (const [name, value] of Object.entries(lead.fields)) if (!(name in record)) record[name] = value;
  if (privateKeyPem && lead.sealedTaxId) {
    try {
      record.taxId = await openTaxId(lead.sealedTaxId, privateKeyPem, lead.id);
    } catch {
      throw new Error(`The key does not open the tax ID of lead ${lead.id}: is it the private key of the pair the server sealed to?`);
    }
  }
  return record;
}

/**
 * What a visitor typed may hold characters that drive a terminal (C0 and C1 control codes: escape
 * sequences that retitle the window or clear it) or reorder what it shows (bidi overrides, line and
 * paragraph separators). An export shows each as its \u escape, so printing it changes nothing.
 */
const CONTROLS = /[\p{Cc}\p{Bidi_Control}\u2028\u2029]/gu;
const escaped = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
/** The line and paragraph separators (U+2028, U+2029) as the export writes them, \\u2028 and \\u2029 (show's lines too). */
export const escapedSeparators = (text: string) => text.replace(/[\u2028\u2029]/g, escaped);

/**
 * JSON, the same values, escaped where JSON.stringify leaves these characters as they are: it
 * escapes C0 codes in strings, so a line break left in its text is its own layout.
 */
export const escapedJson = (value: unknown) => JSON.stringify(value, null, 2).replace(CONTROLS, (c) => (c === '\n' ? c : escaped(c)));

/** The export as JSON (escapedJson), one record an object. */
export const toJson = (records: ExportRecord[]) => `${escapedJson(records)}\n`;

/**
 * One CSV cell. Every cell is quoted (RFC 4180), so a spreadsheet that splits on ; or a tab keeps
 * `x;=HYPERLINK(…)` one cell; one that begins with = + - @, a tab or a line break is a formula to a
 * spreadsheet, so a leading ' keeps it text (OWASP, CSV injection). Line breaks and tabs stay; other
 * control characters are written as their \u escape.
 */
export function csvCell(value: string): string {
  const text = (/^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value).replace(CONTROLS, (c) => (/[\t\r\n]/.test(c) ? c : escaped(c)));
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * A header row, then one row per record (a lead); the columns of both forms, empty where a form has
 * no such field. It begins with a byte order mark, so Excel reads it as UTF-8 (Thérèse Nguyễn, not ThÃ©rÃ¨se).
 */
export function toCsv(records: ExportRecord[], firstColumns: string[]): string {
  const columns = [...new Set([...firstColumns, ...records.flatMap((r) => Object.keys(r))])];
  const rows = [columns, ...records.map((r) => columns.map((c) => r[c] ?? ''))];
  return `\ufeff${rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')}`;
}

/** A lead's record as a spreadsheet's row: its columns named as the form and FIRST_COLUMNS say, each choice by its label. */
function spreadsheetRow(record: ExportRecord): ExportRecord {
  const kind = record.kind as LeadKind;
  return Object.fromEntries(Object.entries(record).map(([name, value]) =>
    Object.hasOwn(FIRST_COLUMNS, name) ? [FIRST_COLUMNS[name]!, value] : [fieldLabels.get(name) ?? name, shownValue(kind, name, value)]));
}

/** The leads as CSV (toCsv), under the labels people read. */
export const leadsCsv = (records: ExportRecord[]) => toCsv(records.map(spreadsheetRow), Object.values(FIRST_COLUMNS));
