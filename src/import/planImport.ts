/**
 * Everything a dry run needs, read and then planned (docs/content-tools.md "Import"): the items the
 * rows may change (those the id column names, or every item when a key column matches them), every
 * item of the resources a mapped column refers to, then the dry run itself. Progress is told in
 * stages, each with what is done of how much.
 */
import type { DataProvider, RaRecord } from 'ra-core';
import { undefusedCell } from '../../resources/csv-columns';
import type { Choice, ResourceDefinition } from '../../resources/definition';
import type { ImportTarget, ColumnMapping } from './columns';
import { dryRun, type RowPlan } from './dryRun';
import { existingItems, loadAll, loadByIds } from './loadItems';
import { buildLookups } from './lookups';
import type { Sheet } from './spreadsheet';

export interface PlanProgress {
  stage: 'items' | 'references' | 'rows';
  done: number;
  total?: number;
}

export interface PlanInput {
  dataProvider: DataProvider;
  definitions: readonly ResourceDefinition[];
  definition: ResourceDefinition;
  sheet: Sheet;
  targets: readonly ImportTarget[];
  mapping: ColumnMapping;
  matchBy?: string;
  choiceLabel(field: { source: string }, choice: Choice): string;
  yes: string;
  no: string;
  signal: AbortSignal;
  onProgress(progress: PlanProgress): void;
}

export async function planImport(input: PlanInput): Promise<RowPlan[]> {
  const { definition, sheet, mapping, onProgress } = input;
  const { existing, lookups } = await readItems(input);
  return dryRun({ definition, sheet, targets: input.targets, mapping, matchBy: input.matchBy, existing, lookups }, (done) =>
    onProgress({ stage: 'rows', done, total: sheet.rows.length }),
  );
}

/**
 * The items the rows may change and the look-ups of their cells. The records as read are let go
 * here, before the rows are planned: only what the dry run compares is kept (`existingItems`).
 */
async function readItems(input: PlanInput) {
  const { dataProvider, definition, sheet, mapping, signal, onProgress } = input;
  const idColumn = mapping.indexOf('id');
  let records: RaRecord[];
  if (input.matchBy && input.matchBy !== 'id') {
    records = await loadAll(dataProvider, definition, signal, (done, total) => onProgress({ stage: 'items', done, total }));
  } else {
    const ids = idColumn === -1 ? [] : [...new Set(sheet.rows.map((row) => undefusedCell(row[idColumn] ?? '').trim()).filter(Boolean))];
    records = await loadByIds(dataProvider, definition.name, ids, signal, (done) =>
      onProgress({ stage: 'items', done, total: ids.length }),
    );
  }
  const mapped = new Set(mapping.filter((target): target is string => target !== null));
  const referenced = new Set(
    input.targets.flatMap(({ header, column }) =>
      column && mapped.has(header) && 'reference' in column.field ? [column.field.reference] : [],
    ),
  );
  const referencedItems = new Map<string, RaRecord[]>();
  for (const resource of referenced) {
    const target = input.definitions.find((candidate) => candidate.name === resource);
    if (!target) continue;
    const loaded = resource === definition.name && input.matchBy && input.matchBy !== 'id' ? records : undefined;
    referencedItems.set(
      resource,
      loaded ?? (await loadAll(dataProvider, target, signal, (done, total) => onProgress({ stage: 'references', done, total }))),
    );
  }
  const lookups = buildLookups(definition, {
    definitions: input.definitions,
    referenced: referencedItems,
    existing: records,
    choiceLabel: input.choiceLabel,
    yes: input.yes,
    no: input.no,
  });
  const existing = await existingItems(definition, records);
  signal.throwIfAborted();
  return { existing, lookups };
}
