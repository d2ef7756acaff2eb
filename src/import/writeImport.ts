/**
 * The write of a confirmed dry run (docs/content-tools.md "Import"): the rows to create and change,
 * in batches through the API's import endpoint, each batch one transaction (docs/api.md "Import");
 * against an API without one (a stock Laravel back end: 404 or 405) through the ordinary create
 * and update calls, a few at a time, each change first compared with the item as it is now. A
 * change is sent with the version the dry run read, so that a row changed by someone else since
 * comes back a conflict and is not written. Stopping lets the batch under way end (its
 * transaction may already be written) and starts no other; what was written is reported.
 */
import type { DataProvider } from 'ra-core';
import type { ResourceDefinition } from '../../resources/definition';
import { isHttpError } from '../../providers/http-error';
import { importUnsupported, type ImportOutcome, type ImportRows, type ImportRowWrite } from '../../providers/imports';
import { basedOnVersion, headerOfPath, type CellProblem, type RowPlan } from './dryRun';
import { eachBounded, existingItems, requestsAtOnce } from './loadItems';
import { sameValue } from './sameValue';

export type PlannedWrite = Extract<RowPlan, { action: 'create' | 'update' }>;

export type WriteResult =
  | { plan: PlannedWrite; status: 'created' | 'updated'; id: string | number }
  | { plan: PlannedWrite; status: 'conflict'; changedBy?: string | null; changedAt?: string | null }
  | { plan: PlannedWrite; status: 'refused'; problems: CellProblem[] };

export interface WriteProgress {
  done: number;
  total: number;
  /** Whether the API's import endpoint writes, or the ordinary calls. */
  through: 'endpoint' | 'calls';
}

/**
 * Rows per request to the import endpoint, and the most bytes of their data (the endpoint takes
 * 1,000 and 16 MiB): as many rows as it takes, each request and its transaction's commit being a
 * cost of its own (docs/performance.md, "Import").
 */
export const rowsPerBatch = 1000;
const batchesAtOnce = 2;
const bytesPerBatch = 4_000_000;

/** The rows in batches of at most `rowsPerBatch` rows and about `bytesPerBatch` bytes. */
export function batchesOf(plans: readonly PlannedWrite[]): PlannedWrite[][] {
  const batches: PlannedWrite[][] = [];
  let batch: PlannedWrite[] = [];
  let bytes = 0;
  for (const plan of plans) {
    const size = JSON.stringify(plan.action === 'create' ? plan.values : plan.patch).length;
    if (batch.length > 0 && (batch.length >= rowsPerBatch || bytes + size > bytesPerBatch)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(plan);
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

const rowWrite = (plan: PlannedWrite): ImportRowWrite =>
  plan.action === 'create' ? { data: plan.values } : { id: plan.item.record.id, version: basedOnVersion(plan.item), data: plan.patch };

/** The problems of a server's field errors (`data.name.de`, or a form's key), each on its column. */
function serverProblems(definition: ResourceDefinition, message: string, errors: Record<string, string | string[]>): CellProblem[] {
  const problems = Object.entries(errors).map(([path, texts]) => ({
    header: headerOfPath(definition, path),
    message: [texts].flat()[0] ?? message,
  }));
  return problems.length > 0 ? problems : [{ header: null, message }];
}

function resultOf(definition: ResourceDefinition, plan: PlannedWrite, outcome: ImportOutcome): WriteResult {
  if (outcome.status === 'refused')
    return { plan, status: 'refused', problems: serverProblems(definition, outcome.message, outcome.errors) };
  if (outcome.status === 'conflict') return { plan, status: 'conflict', changedBy: outcome.changedBy?.name, changedAt: outcome.changedAt };
  return { plan, status: outcome.status, id: outcome.id };
}

/** One row through the ordinary calls: a create, or an update of the item if it is as the dry run read it. */
async function writeOne(dataProvider: DataProvider, definition: ResourceDefinition, plan: PlannedWrite): Promise<WriteResult> {
  try {
    if (plan.action === 'create') {
      const { data } = await dataProvider.create(definition.name, { data: plan.values });
      return { plan, status: 'created', id: data.id };
    }
    const { data: now } = await dataProvider.getOne(definition.name, { id: plan.item.record.id });
    const current = (await existingItems(definition, [now])).values().next().value!;
    // Without versions (a stock Laravel API) a change since the dry run is seen by comparing values.
    const untouched = Object.keys(plan.patch).every((key) => sameValue(current.values[key], plan.item.values[key]));
    if (!untouched) return { plan, status: 'conflict' };
    await dataProvider.update(definition.name, { id: plan.item.record.id, data: plan.patch, previousData: plan.item.record });
    return { plan, status: 'updated', id: plan.item.record.id };
  } catch (error) {
    if (isHttpError(error) && error.status === 409) return { plan, status: 'conflict' };
    if (isHttpError(error) && error.status === 422) {
      return { plan, status: 'refused', problems: serverProblems(definition, error.message, error.fieldErrors) };
    }
    throw error;
  }
}

export interface WriteImportInput {
  dataProvider: DataProvider;
  /** The API's import call (providers/imports.ts). */
  importRows: ImportRows;
  definition: ResourceDefinition;
  plans: readonly PlannedWrite[];
  signal: AbortSignal;
  onProgress(progress: WriteProgress): void;
  /** Each result as it comes. */
  onResults(results: WriteResult[]): void;
}

/** Writes the rows; resolves when all are written or the import was stopped (rejects on a failure of the API, after reporting what was written). */
export async function writeImport({
  dataProvider,
  importRows,
  definition,
  plans,
  signal,
  onProgress,
  onResults,
}: WriteImportInput): Promise<void> {
  const total = plans.length;
  let done = 0;
  let through: WriteProgress['through'] = 'endpoint';
  const report = (results: WriteResult[]) => {
    done += results.length;
    onResults(results);
    onProgress({ done, total, through });
  };
  const writeBatch = async (batch: PlannedWrite[]) => {
    const { data } = await importRows(definition.name, { rows: batch.map(rowWrite) });
    report(batch.map((plan, index) => resultOf(definition, plan, data[index])));
  };
  const [first, ...rest] = batchesOf(plans);
  try {
    if (first && !signal.aborted) await writeBatch(first);
  } catch (error) {
    if (!importUnsupported(error)) throw error;
    through = 'calls';
  }
  if (through === 'endpoint') {
    // Two at a time: the next batch travels and is checked while the server writes the one before.
    return eachBounded(rest, batchesAtOnce, signal, writeBatch);
  }
  onProgress({ done, total, through });
  await eachBounded(plans, requestsAtOnce, signal, async (plan) => report([await writeOne(dataProvider, definition, plan)]));
}
