import { AUDIT_CSV_COLUMNS, type AuditEntry } from '@arcade/contracts';

/** A cell a spreadsheet would run as a formula (=, +, -, @, and tab or carriage return that some strip first). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): objects as JSON; a cell that a spreadsheet would read as a formula is prefixed with a
 * single quote (OWASP "CSV injection"); a cell with a comma, a quote, a line break or edge spaces is quoted, its
 * quotes doubled.
 */
export function csvCell(value: unknown): string {
  let s =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;

export const AUDIT_CSV_HEADER = csvLine(AUDIT_CSV_COLUMNS);

/** One audit entry as a CSV line, in AUDIT_CSV_COLUMNS' order. */
export const auditCsvLine = (e: AuditEntry): string =>
  csvLine([
    e.id,
    e.at,
    e.actorId,
    e.actorEmail,
    e.actorRole,
    e.ip,
    e.action,
    e.targetType,
    e.targetId,
    e.targetUserId,
    e.reason,
    e.before,
    e.after,
    e.details,
  ]);

/** The CSV text of batches of entries: the header, then one line per entry (a stream's source). */
export async function* auditCsv(batches: AsyncIterable<AuditEntry[]>): AsyncGenerator<string> {
  yield AUDIT_CSV_HEADER;
  for await (const batch of batches) yield batch.map(auditCsvLine).join('');
}
