/**
 * CSV as spreadsheets read it (RFC 4180): a cell with a comma, a quote or a line break is
 * quoted, its quotes doubled; rows end with CRLF. A cell a spreadsheet would run as a formula
 * (it starts with = + - @, a tab or a carriage return) is written with a leading apostrophe, so
 * a guest named "=HYPERLINK(…)" stays text when the host opens the file.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A whole file: the header row, then the rows. It starts with a byte order mark so that Excel
 * reads it as UTF-8 ("£", accented names) rather than in the computer's own code page.
 */
export function csvFile(header: string[], rows: string[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
