/** Result rows and the final table. */
import { availableParallelism, loadavg } from 'node:os';

type Status = 'PASS' | 'MISS' | 'FAIL' | 'INFO';

export type Row = {
  name: string;
  figure: string;
  /** The baseline and/or goal the figure is read against. */
  target: string;
  ratio: string;
  status: Status;
};

export const failRow = (name: string, why: string): Row => ({
  name,
  figure: '—',
  target: why,
  ratio: '—',
  status: 'FAIL',
});

export const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US');
export const fmtMs = (n: number) => (n < 1 ? '<1 ms' : `${fmtInt(n)} ms`);
export const fmtKB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const fmtRatio = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '—');

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: string, s: string) => (useColor ? `\x1b[${code}m${s}\x1b[0m` : s);
const statusColor: Record<Status, string> = { PASS: '32', MISS: '33', FAIL: '31', INFO: '2' };

export function section(title: string): void {
  console.log(`\n${paint('1', `== ${title}`)}`);
}

export function log(line: string): void {
  console.log(`  ${line}`);
}

export function printTable(rows: Row[]): void {
  const header: Row = {
    name: 'benchmark',
    figure: 'figure',
    target: 'baseline / goal',
    ratio: 'ratio',
    status: 'INFO',
  };
  const cells = (r: Row) => [r.name, r.figure, r.target, r.ratio];
  const widths = [0, 1, 2, 3].map((i) => Math.max(...[header, ...rows].map((r) => cells(r)[i]!.length)));
  const line = (r: Row, status: string) =>
    `${cells(r)
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')}  ${status}`;
  console.log(`\n${paint('1', line(header, 'result'))}`);
  console.log(`${'-'.repeat(widths.reduce((a, b) => a + b + 2, 0) + 6)}`);
  for (const row of rows) console.log(line(row, paint(statusColor[row.status], row.status)));
}

/** The 1-minute load average, and a warning when other work competes with the benchmark for the cores. */
export function machineLoad(): { text: string; busy: boolean } {
  const cores = availableParallelism();
  const load = loadavg()[0]!;
  const busy = load > cores;
  return {
    text: `load average ${load.toFixed(1)} on ${cores} cores${busy ? ' — BUSY: other work is competing, figures are low and noisy' : ''}`,
    busy,
  };
}
