/**
 * One batch of an import (docs/api.md "Import"), written in one transaction: new items created,
 * existing ones changed where they still have the version the admin's dry run read (a row
 * changed by someone else since is reported, not written), each change kept in the items'
 * history as made by the user through an import. A row that breaks a rule is refused with its
 * field errors and the others are written all the same.
 */
import type { ResourceDefinition } from '../../resources/definition';
import type { Queryable } from '../db/database';
import { HttpError } from '../errors';
import { latestEntries, recordVersions, type ChangedBy } from '../history';
import { rowsByIds, type Row } from '../items';
import { createItems, replaceItems } from '../items';
import { valuesOfRow } from '../items';
import { versionColumn } from '../items';
import { checkReferences, invalidData, parseWrite } from '../items';
import { rowsWithKnownReferences } from './known-references';

/** A row as the admin sends it: an update names the item and the version it was read at. */
export interface ImportRow {
  id?: string;
  version?: number;
  data: Record<string, unknown>;
}

export type ImportOutcome =
  | { status: 'created' | 'updated'; id: string; version: number }
  | { status: 'conflict'; id: string; version: number; changed_by: ChangedBy | null; changed_at: string | null }
  | { status: 'refused'; message: string; errors: Record<string, string[]> };

const refusal = (error: unknown): ImportOutcome => {
  if (!(error instanceof HttpError) || error.status !== 422) throw error;
  return { status: 'refused', message: error.message, errors: error.errors ?? {} };
};

/** The write values of a row, or its refusal: the same rules a create or an update of one item meets. */
function parseRow(definition: ResourceDefinition, row: ImportRow): { values: Record<string, unknown> } | { refused: ImportOutcome } {
  try {
    return { values: parseWrite(definition, row.data, { partial: row.id !== undefined, pathPrefix: 'data' }) };
  } catch (error) {
    return { refused: refusal(error) };
  }
}

interface Pending {
  index: number;
  values: Record<string, unknown>;
  /** An update's stored row, locked. */
  row?: Row;
}

export async function importBatch(
  tx: Queryable,
  served: readonly ResourceDefinition[],
  definition: ResourceDefinition,
  rows: readonly ImportRow[],
  userId: string,
): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = new Array(rows.length);
  const updateIds = rows.flatMap((row) => (row.id === undefined ? [] : [row.id]));
  const stored = new Map((await rowsByIds(tx, definition, updateIds, true)).map((row) => [row.id as string, row]));
  const seen = new Set<string>();
  const changed: { index: number; id: string; version: number }[] = [];
  const pending: Pending[] = [];
  for (const [index, row] of rows.entries()) {
    const parsed = parseRow(definition, row);
    if ('refused' in parsed) {
      outcomes[index] = parsed.refused;
      continue;
    }
    const { values } = parsed;
    if (row.id === undefined) {
      pending.push({ index, values });
      continue;
    }
    const current = stored.get(row.id);
    if (!current || seen.has(row.id)) {
      const message = current ? 'Another row of this import changes this item too' : `No such ${definition.label.one.toLowerCase()}`;
      outcomes[index] = { status: 'refused', message: invalidData, errors: { id: [message] } };
      continue;
    }
    seen.add(row.id);
    if (current[versionColumn] !== row.version) changed.push({ index, id: row.id, version: current[versionColumn] as number });
    else pending.push({ index, values, row: current });
  }

  // References and files are checked as one item's write checks them, against the database now:
  // the whole batch's at once where it can be (known-references.ts), the others row by row.
  const known = await rowsWithKnownReferences(
    tx,
    served,
    definition,
    pending.map((item) => ({ values: item.values, update: item.row !== undefined })),
  );
  const writable: Pending[] = [];
  for (const [position, item] of pending.entries()) {
    try {
      if (!known.has(position)) await checkReferences(tx, served, definition, item.values, item.row?.id as string | undefined);
      writable.push(item);
    } catch (error) {
      outcomes[item.index] = refusal(error);
    }
  }

  const creates = writable.filter((item) => !item.row);
  const createdIds = await createItems(
    tx,
    definition,
    creates.map((item) => item.values),
  );
  creates.forEach((item, position) => (outcomes[item.index] = { status: 'created', id: createdIds[position], version: 1 }));
  await recordVersions(tx, definition, 'create', createdIds, userId, 'import');

  const updates = writable.filter((item) => item.row);
  const updatedIds = await replaceItems(
    tx,
    definition,
    updates.map(({ row, values }) => ({
      id: row!.id as string,
      values: { ...valuesOfRow(definition, row!), ...values },
      basedOn: row![versionColumn] as number,
    })),
  );
  // Each was locked at the version it names: every one is written.
  if (updatedIds.length !== updates.length) throw new Error('An import row locked at its version was not written');
  for (const { index, row } of updates) {
    outcomes[index] = { status: 'updated', id: row!.id as string, version: (row![versionColumn] as number) + 1 };
  }
  await recordVersions(tx, definition, 'update', updatedIds, userId, 'import');

  const last = await latestEntries(
    tx,
    definition,
    changed.map((item) => item.id),
  );
  for (const { index, id, version } of changed) {
    const entry = last.get(id);
    outcomes[index] = { status: 'conflict', id, version, changed_by: entry?.changedBy ?? null, changed_at: entry?.changedAt ?? null };
  }
  return outcomes;
}
