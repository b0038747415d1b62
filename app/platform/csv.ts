/**
 * CSV for spreadsheets (RFC 4180 quoting, CRLF lines). A cell a spreadsheet would run as a
 * formula (CSV injection: it starts with =, +, -, @, a tab or a carriage return) is kept as text
 * with a leading '.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** Rows of cells (the header first) as one CSV document. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
