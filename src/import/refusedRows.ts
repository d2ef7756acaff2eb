/**
 * The rows an import did not write, handed back as a CSV file to fix and import again (docs/
 * content-tools.md "Import"): the file's own header and cells as they came, and one more column
 * saying why each row was refused. Written as the export writes (quoted, formulas defused, CRLF,
 * a byte-order mark), so a spreadsheet opens it the same way; the reason column matches no
 * target, so importing the file again leaves it out.
 */
import { byteOrderMark, csvLine } from '../../resources/csv-columns';
import type { CellProblem, RowPlan } from './dryRun';
import type { WriteResult } from './writeImport';

export interface RefusedRow {
  cells: readonly string[];
  reason: string;
}

/** Why a row was not written, in words: its problems, or the change someone else made, or the stop. */
export interface NotImportedReasons {
  problems(problems: readonly CellProblem[]): string;
  conflict(changedBy: string | null | undefined): string;
  stopped: string;
}

/**
 * The rows of the dry run that were not written: those it refused, and once written (`results`),
 * those the write refused, found changed by someone else, or never sent (the import stopped).
 */
export function notImportedRows(
  plans: readonly RowPlan[],
  results: readonly WriteResult[] | undefined,
  reasons: NotImportedReasons,
): RefusedRow[] {
  const resultOf = new Map<RowPlan, WriteResult>((results ?? []).map((result) => [result.plan, result]));
  return plans.flatMap((plan): RefusedRow[] => {
    if (plan.action === 'refused') return [{ cells: plan.cells, reason: reasons.problems(plan.problems) }];
    if (plan.action === 'unchanged' || !results) return [];
    const result = resultOf.get(plan);
    if (!result) return [{ cells: plan.cells, reason: reasons.stopped }];
    if (result.status === 'refused') return [{ cells: plan.cells, reason: reasons.problems(result.problems) }];
    if (result.status === 'conflict') return [{ cells: plan.cells, reason: reasons.conflict(result.changedBy) }];
    return [];
  });
}

export function refusedRowsCsv(header: readonly string[], rows: readonly RefusedRow[], reasonHeader: string): Blob {
  const lines = [csvLine([...header, reasonHeader])];
  for (const { cells, reason } of rows) lines.push(csvLine([...header.map((_, index) => cells[index] ?? ''), reason]));
  return new Blob([byteOrderMark, ...lines], { type: 'text/csv;charset=utf-8' });
}
