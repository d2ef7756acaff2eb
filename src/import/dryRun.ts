/**
 * The dry run of an import (docs/content-tools.md "Import"): every row of the sheet read through
 * its field kinds (`fromCsv`), matched to an existing item by its id or by the key column the user
 * picked, checked with the same zod schemas as the form and the server (`schemasOf`: a new item's
 * `write`, a change's `update`, in their import form, which takes the API's own ids), and sorted into what would be created, changed (with each changed
 * column's before → after), left as it is, or refused (with a reason per cell). Nothing is written.
 */
import type { RaRecord } from 'ra-core';
import { fieldCsvColumns } from '../../resources/csv-columns';
import { type FieldDefinition, type ResourceDefinition } from '../../resources/definition';
import { writeKey } from '../../resources/kinds';
import { kindOf } from '../../resources/kinds';
import { schemasOf } from '../../resources/schema';
import { fieldErrors } from '../../resources/validation';
import { undefusedCell } from '../../resources/csv-columns';
import { versionOf } from '../../providers/versions';
import type { ColumnMapping, ImportTarget } from './columns';
import type { Lookups } from './lookups';
import type { Sheet } from './spreadsheet';
import { sameValue } from './sameValue';

/** What a cell (or the row, `header` null) is refused for: a catalogue key or the server's text, and its values. */
export interface CellProblem {
  header: string | null;
  message: string;
  args?: Record<string, string | number>;
}

/** One changed column: its text before and after. */
export interface Change {
  header: string;
  before: string;
  after: string;
}

/** An item the import may change: as read, with its write values now. */
export interface ExistingItem {
  record: RaRecord;
  values: Record<string, unknown>;
}

/** A row's fate; `row` is its line in the file (the header is line 1). */
export type RowPlan = { row: number; cells: readonly string[] } & (
  | { action: 'create'; values: Record<string, unknown> }
  | { action: 'update'; item: ExistingItem; patch: Record<string, unknown>; changes: Change[] }
  | { action: 'unchanged'; item: ExistingItem }
  | { action: 'refused'; problems: CellProblem[] }
);

export interface DryRunInput {
  definition: ResourceDefinition;
  sheet: Sheet;
  targets: readonly ImportTarget[];
  mapping: ColumnMapping;
  /** The target whose cell finds an existing item besides `id` (a key the user picked), if any. */
  matchBy?: string;
  /** The items the rows may change, by id. */
  existing: ReadonlyMap<string, ExistingItem>;
  lookups: Lookups;
}

/** A field's mapped columns: for each of its CSV columns, the file's column that fills it (or none). */
interface MappedField {
  field: FieldDefinition;
  columns: { header: string; fileColumn: number | undefined }[];
}

function mappedFields(input: DryRunInput): MappedField[] {
  const fileColumnOf = new Map(input.mapping.flatMap((target, index) => (target ? [[target, index] as const] : [])));
  const importable = new Set(input.targets.map((target) => target.header));
  const byField = new Map<FieldDefinition, MappedField>();
  for (const column of fieldCsvColumns(input.definition)) {
    if (!importable.has(column.header)) continue;
    const mapped = byField.get(column.field) ?? { field: column.field, columns: [] };
    mapped.columns.push({ header: column.header, fileColumn: fileColumnOf.get(column.header) });
    byField.set(column.field, mapped);
  }
  return [...byField.values()].filter((mapped) => mapped.columns.some((column) => column.fileColumn !== undefined));
}

/** The CSV column a write path names (`name.de` → `name_de`, `types.0` → `types`); none when no field has it. */
export function headerOfPath(definition: ResourceDefinition, path: string): string | null {
  const [head, ...rest] = path.replace(/^data\./, '').split('.');
  if (head === 'id') return 'id';
  const field = definition.fields.find((candidate) => writeKey(candidate) === head || candidate.source === head);
  if (!field) return null;
  const columns = fieldCsvColumns(definition).filter((column) => column.field === field);
  return (columns.find((column) => rest[0] !== undefined && column.header.endsWith(`_${rest[0]}`)) ?? columns[0])?.header ?? null;
}

const keyText = (text: string) => text.normalize('NFC').trim().toLowerCase();

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** Plans every row; `onProgress` hears the rows done so far, and the work yields to the page between slices. */
export async function dryRun(input: DryRunInput, onProgress: (done: number) => void = () => undefined): Promise<RowPlan[]> {
  const { definition, sheet, mapping, lookups } = input;
  const fields = mappedFields(input);
  const schemas = schemasOf(definition);
  const idColumn = mapping.indexOf('id');
  const keyColumn = input.matchBy && input.matchBy !== 'id' ? mapping.indexOf(input.matchBy) : -1;
  const cellOf = (cells: readonly string[], column: number) => (column === -1 ? '' : undefusedCell(cells[column] ?? '').trim());

  const byKey = new Map<string, ExistingItem[]>();
  const keyField = fields.find((mapped) => mapped.columns.some((column) => column.header === input.matchBy));
  if (keyColumn !== -1 && keyField) {
    const part = keyField.columns.findIndex((column) => column.header === input.matchBy);
    for (const item of input.existing.values()) {
      const value = item.values[writeKey(keyField.field)];
      const text = keyText(kindOf(keyField.field).csvTexts(keyField.field, value, lookups.texts)[part] ?? '');
      if (text !== '') byKey.set(text, [...(byKey.get(text) ?? []), item]);
    }
  }

  const claimed = new Map<string, number>();
  const plans: RowPlan[] = [];
  const sliceRows = 500;
  for (const [index, cells] of sheet.rows.entries()) {
    if (index > 0 && index % sliceRows === 0) {
      onProgress(index);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    if (isBlank(cells)) continue;
    const row = index + 2;
    const refuse = (problems: CellProblem[]) => plans.push({ row, cells, action: 'refused', problems });

    let item: ExistingItem | undefined;
    const id = cellOf(cells, idColumn);
    if (id !== '') {
      item = input.existing.get(id);
      if (!item) {
        refuse([{ header: 'id', message: 'import.problems.unknown_item', args: { id, resource: definition.label.one.toLowerCase() } }]);
        continue;
      }
    } else if (keyColumn !== -1 && cellOf(cells, keyColumn) !== '') {
      const found = byKey.get(keyText(cellOf(cells, keyColumn))) ?? [];
      if (found.length > 1) {
        refuse([{ header: input.matchBy!, message: 'import.problems.ambiguous_key', args: { count: found.length } }]);
        continue;
      }
      item = found[0];
    }
    if (item) {
      const earlier = claimed.get(String(item.record.id));
      if (earlier !== undefined) {
        refuse([{ header: id !== '' ? 'id' : input.matchBy!, message: 'import.problems.same_item', args: { row: earlier } }]);
        continue;
      }
      claimed.set(String(item.record.id), row);
    }

    const values: Record<string, unknown> = {};
    const problems: CellProblem[] = [];
    for (const { field, columns } of fields) {
      const key = writeKey(field);
      const fieldCells = columns.map(({ fileColumn }) => (fileColumn === undefined ? undefined : undefusedCell(cells[fileColumn] ?? '')));
      const read = kindOf(field).fromCsv!(field, fieldCells, item?.values[key], lookups.read);
      const header = columns.find((column) => column.fileColumn !== undefined)!.header;
      if ('problem' in read) problems.push({ header, message: read.problem, args: read.args });
      else values[key] = read.value;
    }
    if (problems.length > 0) {
      refuse(problems);
      continue;
    }

    if (!item) {
      const checked = schemas.importWrite.safeParse(values);
      if (checked.success) plans.push({ row, cells, action: 'create', values });
      else refuse(zodProblems(definition, checked.error));
      continue;
    }
    const patch: Record<string, unknown> = {};
    const changes: Change[] = [];
    for (const { field, columns } of fields) {
      const key = writeKey(field);
      if (sameValue(item.values[key], values[key])) continue;
      patch[key] = values[key];
      changes.push(...changedColumns(field, columns, item.values[key], values[key], lookups));
    }
    if (changes.length === 0) {
      plans.push({ row, cells, action: 'unchanged', item });
      continue;
    }
    const checked = schemas.importUpdate.safeParse(patch);
    if (checked.success) plans.push({ row, cells, action: 'update', item, patch, changes });
    else refuse(zodProblems(definition, checked.error));
  }
  onProgress(sheet.rows.length);
  return plans;
}

function zodProblems(definition: ResourceDefinition, error: Parameters<typeof fieldErrors>[0]): CellProblem[] {
  return Object.entries(fieldErrors(error)).map(([path, { message, args }]) => ({ header: headerOfPath(definition, path), message, args }));
}

/** The mapped columns of a changed field whose text changed; all of them when the texts alone do not show it. */
function changedColumns(field: FieldDefinition, columns: MappedField['columns'], before: unknown, after: unknown, lookups: Lookups) {
  const kind = kindOf(field);
  const beforeTexts = kind.csvTexts(field, before, lookups.texts);
  const afterTexts = kind.csvTexts(field, after, lookups.texts);
  const all = columns.flatMap(({ header, fileColumn }, part) =>
    fileColumn === undefined ? [] : [{ header, before: beforeTexts[part] ?? '', after: afterTexts[part] ?? '' }],
  );
  const changed = all.filter((change) => change.before !== change.after);
  return changed.length > 0 ? changed : all;
}

/** The version an update is based on: the one the dry run read (none from an API without versions). */
export const basedOnVersion = (item: ExistingItem): number | undefined => versionOf(item.record);
