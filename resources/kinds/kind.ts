/**
 * What a field kind means for data on both sides, in one module per kind
 * (`resources/kinds/<kind>.ts`): its field's declaration, its write and read schemas, the keys
 * and conversions of its value between the read item, the admin's form and the wire, how two of
 * its values compare, its search texts and CSV headers. The server, the providers and the
 * builders ask the kind (`kindOf`) instead of deciding by `field.kind`. No SQL and no React: what a
 * kind means for storage is in `server/kinds/<kind>.ts`, on screen in `src/kinds/<kind>.tsx`.
 */
import type { z } from 'zod/mini';
import { snakeCase, type Choice, type FieldBase, type FieldDefinition } from '../definition';

/**
 * `write`: a value as the API receives it (references and files as ids); `form`: as the admin's
 * form holds it; `import`: as an import sends it, a write value whose ids are the API's own
 * (another server may number its items: Laravel's auto-increment ids).
 */
export type Mode = 'write' | 'form' | 'import';

export interface ReadSchemaContext {
  /** The schema of an item the field refers to, as embedded in the read item. */
  embedded(field: { reference: string; embed?: readonly string[] }): z.ZodMiniType;
  /** The field is itself inside an embedded item: its relations are then only objects with an id. */
  nested: boolean;
}

/** Lists (choices, ids) are one cell, their items joined with this. */
export const csvListSeparator = '|';

/**
 * A value read back from a field's CSV cells (an import, docs/content-tools.md "Import"), or what
 * is wrong with them: a catalogue key and the values its text takes.
 */
export type CsvRead = { value: unknown } | { problem: string; args?: Record<string, string | number> };

/** What reading a kind's CSV cells back needs beyond the cells: the items, choices and files they name. */
export interface CsvReadContext {
  /** The id of the item of the field's resource a cell names: by its id, or by its name in any language. */
  reference(field: { source: string; reference: string }, text: string): CsvRead;
  /** The choice a cell names: by its value (or a former one), or by its label; case and accents ignored. */
  choice(field: { source: string; choices: readonly Choice[] }, text: string): Choice | undefined;
  /** The words a cell may say yes or no with, beside `true` and `false`. */
  isYes(text: string): boolean | undefined;
  /** The media id of a file's address as the export wrote it (a file an item holds now). */
  file(url: string): CsvRead;
}

/** How an import shows a value, one text per CSV column (the items and choices by their names). */
export interface CsvTextContext {
  referenceName(field: { reference: string }, id: unknown): string;
  choiceLabel(field: { source: string; choices: readonly Choice[] }, id: unknown): string;
  yesNo(value: boolean): string;
  fileName(id: unknown): string;
}

/** A list cell's items (`a|b`), each trimmed, none empty. */
export const csvListItems = (cell: string): string[] =>
  cell
    .split(csvListSeparator)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Every item of a list cell read with `read`: their values, or the first problem. */
export function readCsvList(cell: string, read: (item: string) => CsvRead): CsvRead {
  const values: unknown[] = [];
  for (const item of csvListItems(cell)) {
    const result = read(item);
    if ('problem' in result) return result;
    values.push(result.value);
  }
  return { value: values };
}

/** What a kind's `toWire` needs beyond the form's values. */
export interface WireContext {
  /** Uploads a new file picked for the field and answers its media id. */
  upload(file: Blob): Promise<unknown>;
}

/** A field's entries in the admin's catalogue beside its label (docs/architecture.md "The layers"). */
export interface FieldCatalogue {
  /** Labels of read-only keys the server adds beside the field's own (a choice's display name). */
  labels?: Record<string, string>;
  /** Its choices' English names, by value. */
  choices?: Record<string, string>;
  /** `region`: its choices are region codes, named in each interface language by the platform (Intl.DisplayNames). */
  choicesNamedBy?: 'region';
  /** The English unit shown beside its input. */
  unit?: string;
}

export interface FieldKindModule<F extends FieldBase = FieldDefinition> {
  /** The schema of a written value; read-only kinds throw (they are never written). */
  writeSchema(field: F, mode: Mode): z.ZodMiniType;
  /** The schema of a value as read: tolerant of what another server may add or spell otherwise. */
  readSchema(field: F, context: ReadSchemaContext): z.ZodMiniType;
  /** A write may leave it out although it is not nullable: it has an empty value of its own (false, no items). */
  omittable: boolean;
  /** The value a write that leaves it out stores. */
  emptyValue(field: F): unknown;
  /** The value a create form starts from. */
  formValue(field: F): unknown;
  /** Whether its input is marked required, given it is neither nullable nor read-only. */
  required(field: F): boolean;
  /** The key its value is written under, on the wire and in its column (camelCase); its source when not given. */
  writeKey?(field: F): string;
  /** The key the admin's form holds its value under; its write key when not given. */
  formKey?(field: F): string;
  /**
   * The form's value, from the value read under its source (ids of the embedded items); only
   * asked where its form key is not its source. `undefined`: the form has none.
   */
  fromRead?(field: F, read: unknown): unknown;
  /**
   * Its write value, from the form's values (a new file uploaded first); `undefined`: nothing to
   * write. None: the form's value under its write key goes as it is.
   */
  toWire?(field: F, form: Record<string, unknown>, context: WireContext): unknown;
  /** What a value stands for when two versions are compared (the merge, a draft, the history): an item or a file by its id. */
  comparable?(field: F, value: unknown): unknown;
  /** The parts of its value that are merged and shown apart (a text's languages); none: the value is one part. */
  parts?(field: F): readonly string[];
  /** An error on a part of its value (an item of a list) is shown on its one input, as a whole. */
  wholeValueErrors?: boolean;
  /** Its value as read is items of another resource, embedded; never expanded inside an embedded item. */
  embedsItems?: boolean;
  /** The stored files (media objects) its value as read shows. */
  filesIn?(field: F, read: unknown): unknown[];
  /** Its value as read in one line of plain text: how an item is named by it (`recordRepresentation`). */
  text?(field: F, read: unknown): string;
  /** The values a bulk update of the list may set it to, each a yes or a no (a switch's); none: it is not set in bulk. */
  bulkValues?: readonly boolean[];
  /** The list filters it takes (`FilterDefinition.kind`) beside `has`, which every kind takes. */
  filters?: readonly string[];
  /** Its entries in the catalogue beside its label. */
  catalogue?(field: F): FieldCatalogue;
  /** Read-only keys the server adds beside the field's own (a choice's display name): ignored on write. */
  companionKeys?(field: F): string[];
  /** The texts of a value that search matches. */
  searchTexts(field: F, value: unknown): string[];
  /** The headers of its CSV columns (none for a kind whose value lives elsewhere); the server's kind gives their cells. */
  csvHeaders(field: F): string[];
  /**
   * The write value its CSV cells say (the inverse of its CSV columns, for an import): `cells` in the
   * order of its columns, `undefined` where the file has no such column; `current` is the item's
   * write value now (none for a new item), kept where no cell speaks. None: the kind is not imported.
   */
  fromCsv?(field: F, cells: readonly (string | undefined)[], current: unknown, context: CsvReadContext): CsvRead;
  /** A write value as an import shows it, one text per CSV column. */
  csvTexts(field: F, value: unknown, context: CsvTextContext): string[];
  /**
   * The validation messages of its own, in English by catalogue key (`validation.<name>`), which
   * its schemas and its CSV reading name: they join the admin's catalogue and the server's 422 texts.
   */
  messages?: Readonly<Record<string, string>>;
  /** What is wrong with the field's declaration, said when the definitions are loaded; none when it is right. */
  declarationProblem?(field: F): string | undefined;
}

/** The parts most kinds share; a kind module spreads them and overrides what differs. */
export const scalarDefaults = {
  omittable: false,
  emptyValue: () => null,
  formValue: () => null,
  required: () => true,
  searchTexts: (_field: FieldBase, value: unknown): string[] => (value === null || value === undefined ? [] : [String(value)]),
  csvHeaders: (field: FieldBase): string[] => [snakeCase(field.source)],
  csvTexts: (_field: FieldBase, value: unknown): string[] => [value === null || value === undefined ? '' : String(value)],
} as const;

/** An object's id, or the value itself when it is an id already (or null). */
export const idOf = (value: unknown): unknown => (isObject(value) && 'id' in value ? value.id : (value ?? null));

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The one cell of a single-column kind, trimmed; none when the file has no such column. */
export const singleCell = (cells: readonly (string | undefined)[]): string | undefined => cells[0]?.trim();

/** The kinds that are never written (computed by the server or the other side of a reference). */
export const readOnlyKind = (kind: string) => (): never => {
  throw new Error(`${kind} fields are read-only`);
};
