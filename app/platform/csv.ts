/** A plain decimal number ('-3.25'): a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/

/**
 * CSV for spreadsheets (RFC 4180 quoting, CRLF lines). A cell a spreadsheet would run as a
 * formula (CSV injection: it starts with =, +, -, @, a tab or a carriage return) is kept as text
 * with a leading ', except a plain negative number, which stays a number.
 */
export function csvCell(value: string): string {
  const formula = /^[=+\-@\t\r]/.test(value) && !PLAIN_NUMBER.test(value)
  const safe = formula ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** Rows of cells (the header first) as one CSV document. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
