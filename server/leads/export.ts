/**
 * The operator's export: one record per lead, with the form's own field names and what was typed.
 * The tax ID stays masked unless the operator's private key opens the sealed copy.
 */
import { openTaxId } from './seal';
import type { StoredLead } from './types';

export type ExportRecord = Record<string, string>;

const FIRST_COLUMNS = ['id', 'kind', 'receivedAt', 'status'];

/** `id`, `kind`, `receivedAt` (ISO), `status`, then the form's fields; `privateKeyPem` opens the tax ID. */
export async function exportRecord(lead: StoredLead, privateKeyPem?: string): Promise<ExportRecord> {
  const record: ExportRecord = { id: lead.id, kind: lead.kind, receivedAt: lead.receivedAt.toISOString(), status: lead.status };
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

export const toJson = (records: ExportRecord[]) => `${JSON.stringify(records, null, 2)}\n`;

/**
 * One CSV cell (RFC 4180 quoting). A cell that begins with = + - @, a tab or a line break is a
 * formula to a spreadsheet: a leading ' keeps it text (OWASP, CSV injection).
 */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row, then one row per lead; the columns of both forms, empty where a form has no such field. */
export function toCsv(records: ExportRecord[]): string {
  const columns = [...new Set([...FIRST_COLUMNS, ...records.flatMap((r) => Object.keys(r))])];
  const rows = [columns, ...records.map((r) => columns.map((c) => r[c] ?? ''))];
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
