// The bench's figures: each is printed next to its budget and written to bench/results.json.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

/**
 * @typedef {object} Figure
 * @property {string} section   the group it is printed under, e.g. 'Bundle'
 * @property {string} name      what was measured, e.g. 'login route JS (gzip)'
 * @property {number | null} value  null when it could not be measured (then `note` says why)
 * @property {string} unit      'KB', 'ms', '%', 'nodes', 'MB', 'req/s', 'x'...
 * @property {{ max?: number, min?: number }} [budget]  the figure must stay at most `max` / at least `min`
 * @property {string} [note]    how it was measured, or why it was not
 */

/** The middle value (the upper one of an even count), less bent by one slow run than the mean. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The `q` quantile (0 to 1) of `values`, nearest rank: p95 is `quantile(values, 0.95)`. */
export const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

/** A figure, with `ok` set from its budget: true, false, or undefined when it has none. */
export function figure(section, name, value, unit, budget, note) {
  let ok;
  if (budget && value !== null && value !== undefined) {
    ok = (budget.max === undefined || value <= budget.max) && (budget.min === undefined || value >= budget.min);
  }
  return { section, name, value, unit, ...(budget && { budget }), ...(ok !== undefined && { ok }), ...(note && { note }) };
}

/** Rounds for printing: 3 significant digits below 100, whole numbers above. */
function format(value) {
  if (value === null || value === undefined) return '—';
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-US');
  return Number(value.toPrecision(3)).toString();
}

function formatBudget(budget) {
  if (!budget) return '';
  if (budget.max !== undefined) return `≤ ${format(budget.max)}`;
  return `≥ ${format(budget.min)}`;
}

/** Prints the figures as one table per section; returns the names of the figures over budget. */
export function printTable(figures) {
  const missed = [];
  const sections = [...new Set(figures.map((f) => f.section))];
  for (const section of sections) {
    const rows = figures.filter((f) => f.section === section);
    const cells = rows.map((f) => [
      f.name,
      `${format(f.value)} ${f.value === null ? '' : f.unit}`.trim(),
      f.budget ? `${formatBudget(f.budget)} ${f.unit}` : '',
      f.ok === undefined ? (f.value === null ? 'not measured' : '') : f.ok ? 'ok' : 'OVER BUDGET',
      f.note ?? '',
    ]);
    const header = ['figure', 'value', 'budget', 'status', 'note'];
    const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
    const line = (c) => c.map((text, i) => text.padEnd(widths[i])).join('  ').trimEnd();
    console.log(`\n## ${section}\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
    for (const c of cells) console.log(line(c));
    for (const f of rows) if (f.ok === false) missed.push(`${section}: ${f.name}`);
  }
  return missed;
}

/** Writes the run's figures, with the machine they were measured on, to `path`. */
export function writeResults(path, figures) {
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version };
  writeFileSync(path, `${JSON.stringify({ date: new Date().toISOString(), machine, figures }, null, 2)}\n`);
}
