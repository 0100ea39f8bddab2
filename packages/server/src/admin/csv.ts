import type { FastifyReply } from 'fastify';

/** First characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: a formula-looking text gets a leading apostrophe; quoted when it holds a separator, quote or line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document (RFC 4180: CRLF line ends) of a header row and the rows. */
export const toCsv = (header: readonly string[], rows: readonly (readonly Parameters<typeof csvCell>[0][])[]): string =>
  [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** Sends `csv` as a download named `fileName`. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string): void {
  void reply
    .code(200)
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}

type Cell = Parameters<typeof csvCell>[0];

/**
 * A CSV of `rows` with the `chosen` columns in their order (all of `columns`, in its order, when
 * none are chosen); the contract's enum has already refused unknown names.
 */
export function csvOfColumns<Row, Column extends string>(columns: Readonly<Record<Column, (row: Row) => Cell>>, rows: readonly Row[], chosen?: readonly Column[]): string {
  const header = chosen?.length ? chosen : (Object.keys(columns) as Column[]);
  return toCsv(header, rows.map((row) => header.map((column) => columns[column](row))));
}
