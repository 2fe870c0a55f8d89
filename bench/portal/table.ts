import { mediansOf, missedAims, type Medians, type PageSummary } from './pageSummary.ts';

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const ratio = (value: number, peer: number | undefined) =>
  peer && Number.isFinite(value) ? `${(value / peer).toFixed(2)}×` : '–';

const COLUMNS = [
  'page',
  'score',
  'FCP s',
  'LCP s',
  'TBT ms',
  'TTFB ms',
  'CLS',
  'SI s',
  'sent KiB',
  'JS sent KiB',
  'JS gz KiB',
  'JS files',
  'score/peer',
  'LCP/peer',
  'JS gz/peer',
  'misses aims',
] as const;

function row(page: PageSummary, medians: Medians | null, peer: Medians | null): string[] {
  if (!medians) return [page.name, `n/a: ${page.notMeasured ?? 'no run succeeded'}`];
  const isPeer = page.name === 'peer';
  return [
    page.name,
    String(Math.round(medians.score)),
    seconds(medians.fcpMs),
    seconds(medians.lcpMs),
    String(Math.round(medians.tbtMs)),
    String(Math.round(medians.ttfbMs)),
    medians.cls.toFixed(3),
    seconds(medians.speedIndexMs),
    kib(medians.transferBytes),
    kib(medians.scriptTransferBytes),
    kib(medians.scriptGzipBytes),
    String(medians.scriptFiles),
    isPeer ? '' : ratio(medians.score, peer?.score),
    isPeer ? '' : ratio(medians.lcpMs, peer?.lcpMs),
    isPeer ? '' : ratio(medians.scriptGzipBytes, peer?.scriptGzipBytes),
    isPeer ? '' : missedAims(page.name, medians).join(', ') || 'none',
  ];
}

/** The medians of every page and the peer as a plain-text table, with the ratios to the peer. */
export function medianTable(pages: readonly PageSummary[], peer: PageSummary | null): string {
  const peerMedians = peer ? mediansOf(peer) : null;
  const rows = [...pages, ...(peer ? [peer] : [])].map((page) =>
    row(page, mediansOf(page), peerMedians),
  );
  return alignedTable(COLUMNS, rows);
}

/** Per page: what was measured, every run's score, failed runs, the biggest costs, the report. */
export function pageDetails(page: PageSummary): string {
  const lines = [`${page.name}: ${page.path}${page.heading ? ` (h1 “${page.heading}”)` : ''}`];
  if (page.notMeasured) return [...lines, `  n/a: ${page.notMeasured}`].join('\n');
  lines.push(`  scores of the runs: ${page.runs.map((run) => run.score).join(' ')}`);
  for (const failure of page.failures) lines.push(`  failed run: ${failure}`);
  const representative = page.runs[page.representative];
  if (representative && representative.biggestCosts.length > 0) {
    lines.push('  biggest costs (the median run):');
    for (const cost of representative.biggestCosts) lines.push(`    - ${cost}`);
  }
  if (page.reportFile) lines.push(`  report: ${page.reportFile}`);
  return lines.join('\n');
}

/**
 * Rows under their column heads, the first column left-aligned and the others right-aligned; a
 * row of one or two cells (a note) is written as it is and does not widen the columns.
 */
export function alignedTable(columns: readonly string[], rows: readonly string[][]): string {
  const all = [[...columns], ...rows];
  const widths = columns.map((_, column) =>
    Math.max(...all.filter((cells) => cells.length > 2).map((cells) => cells[column]?.length ?? 0)),
  );
  return all
    .map((cells) =>
      cells.length <= 2
        ? cells.join('  ')
        : cells
            .map((cell, column) =>
              column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
            )
            .join('  ')
            .trimEnd(),
    )
    .join('\n');
}
