/**
 * Items in their read shape (docs/api.md "References on write and on read"): snake_case keys, files
 * as media objects, references as embedded objects, children as lists. A page's relations and
 * files are loaded in one query at most, however many items and relations it holds (no N+1).
 */
import { snakeCase, type FieldDefinition, type ResourceDefinition } from '../../resources/definition';
import { embeddedFieldsOf, writeKey } from '../../resources/kinds';
import type { Queryable } from '../db/database';
import { serverKindOf, type RelatedRead } from '../kinds';
import { mediaObject } from '../media/serialize';
import { mediaTable, type MediaRow } from '../media/table';
import type { RelatedStore } from './related-cache';
import { identifier, Params } from '../db/sql';
import { referencedDefinition, storedColumns, tableName, type Item, type Row } from './table';
import { versionColumn } from './versions';

/** A field whose kind reads items of another resource, with how it reads them. */
interface RelationField {
  field: FieldDefinition & { reference: string; embed?: readonly string[] };
  related: RelatedRead<FieldDefinition>;
}

/** The fields of a definition whose kind reads items of another resource. */
export function relationFields(definition: ResourceDefinition): RelationField[] {
  return definition.fields.flatMap((field) => {
    const { related } = serverKindOf(field);
    return related ? [{ field: field as RelationField['field'], related }] : [];
  });
}

/** The columns a read needs: id, creation time, version and every stored column (not the derived ones). */
export function readColumns(definition: ResourceDefinition): string {
  return ['id', 'created_at', versionColumn, ...storedColumns(definition).map(({ column }) => identifier(column))].join(', ');
}

/** The rows of `ids`, in that order (ids without a row left out); `lock` locks them for a write. */
export async function rowsByIds(db: Queryable, definition: ResourceDefinition, ids: string[], lock = false): Promise<Row[]> {
  const { rows } = await db.query<Row>(
    `select ${readColumns(definition)} from ${tableName(definition)} where id = any($1::uuid[])${lock ? ' for update' : ''}`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id as string, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined);
}

/** The column a field's value is read from: its stored column, or the time the server keeps (a date). */
const columnOf = (field: FieldDefinition): string => snakeCase(writeKey(field));

/** The fields an embedded item shows (`embeddedFieldsOf`), with the definition they are of. */
function embeddedFields(served: readonly ResourceDefinition[], field: RelationField['field']) {
  const definition = referencedDefinition(served, field);
  return { definition, ...embeddedFieldsOf(definition, field) };
}

/** The files of a page, by id, loaded along with its relations. */
class MediaIndex {
  private readonly loaded = new Map<string, MediaRow>();

  add(row: MediaRow) {
    this.loaded.set(row.id, row);
  }

  object(id: unknown, origin: string) {
    const row = typeof id === 'string' ? this.loaded.get(id) : undefined;
    return row ? mediaObject(row, origin) : null;
  }
}

/** The value of one non-relation field of a row, in read shape, under its snake_case key(s). */
function readPlainField(field: FieldDefinition, row: Row, media: MediaIndex, origin: string, item: Item) {
  const context = { media: (id: unknown) => media.object(id, origin) };
  for (const [key, value] of serverKindOf(field).readEntries(field, row[columnOf(field)], context)) item[snakeCase(key)] = value;
}

/** The columns of those of `fields` that hold a file. */
const fileColumnsOf = (fields: readonly FieldDefinition[]): string[] =>
  fields.filter((field) => serverKindOf(field).fileColumn).map(columnOf);

/** The files the rows hold in those of `fields` that hold one. */
function mediaIds(fields: readonly FieldDefinition[], rows: Iterable<Row>): string[] {
  const ids: string[] = [];
  const columns = fileColumnsOf(fields);
  for (const row of rows) for (const column of columns) if (typeof row[column] === 'string') ids.push(row[column] as string);
  return ids;
}

interface LoadedRelation extends RelationField {
  embedded: ReturnType<typeof embeddedFields>;
  /** Related rows by id, or by the id of the row they belong to. */
  rows: Map<string, Row[]>;
}

const storeKey = (definition: ResourceDefinition, id: string) => `${definition.endpoint}\n${id}`;

/**
 * Every relation of `rows` and every file they and their related rows show, in one query:
 * one `union all` part per relation, and one for the files. With a `store`, what it holds is
 * not read again (and what is read is kept there); when it holds everything, no query at all.
 */
async function loadRelated(
  db: Queryable,
  served: readonly ResourceDefinition[],
  definition: ResourceDefinition,
  rows: Row[],
  store?: RelatedStore,
) {
  const params = new Params();
  const parts: string[] = [];
  const mediaSources: string[] = [];
  const neededMedia = mediaIds(definition.fields, rows);
  const relations: LoadedRelation[] = relationFields(definition).map((relation) => ({
    ...relation,
    embedded: embeddedFields(served, relation.field),
    rows: new Map(),
  }));
  /** The relations whose rows are found by the row they belong to, by their part's index. */
  const owned = new Set<number>();
  relations.forEach((relation, index) => {
    const { embedded, field } = relation;
    const table = tableName(embedded.definition);
    const found = relation.related.find(field, rows, { column: columnOf(field), related: embedded.definition, columnOf, params });
    let condition: string;
    let ownerColumn = '';
    if ('ids' in found) {
      const missing: string[] = [];
      for (const id of found.ids) {
        const stored = store?.rows.get(storeKey(embedded.definition, id));
        if (stored) relation.rows.set(id, [stored]);
        else missing.push(id);
      }
      neededMedia.push(...mediaIds(embedded.fields, [...relation.rows.values()].flat()));
      if (missing.length === 0) return;
      condition = `id = any(${params.add(missing)}::uuid[])`;
    } else {
      condition = found.condition;
      ownerColumn = `, ${found.owner} as parent__id`;
      owned.add(index);
    }
    parts.push(
      `select ${index} as part, to_jsonb(r) as row from (select ${readColumns(embedded.definition)}${ownerColumn} from ${table} where ${condition}) r`,
    );
    for (const column of fileColumnsOf(embedded.fields)) mediaSources.push(`select ${identifier(column)} from ${table} where ${condition}`);
  });
  const media = new MediaIndex();
  const missingMedia = neededMedia.filter((id) => {
    const stored = store?.media.get(id);
    if (stored) media.add(stored);
    return !stored;
  });
  if (missingMedia.length > 0 || mediaSources.length > 0) {
    const related = mediaSources.map((source) => ` or m.id in (${source})`).join('');
    parts.push(
      `select -1 as part, to_jsonb(m) as row from ${mediaTable} m where m.id = any(${params.add(missingMedia)}::uuid[])${related}`,
    );
  }
  const { rows: loaded } =
    parts.length > 0 ? await db.query<{ part: number; row: Row }>(parts.join('\nunion all\n'), params.values) : { rows: [] };

  for (const { part, row } of loaded) {
    if (part < 0) {
      media.add(row as unknown as MediaRow);
      store?.media.set(row.id as string, row as unknown as MediaRow);
      continue;
    }
    const relation = relations[part];
    if (!owned.has(part)) {
      relation.rows.set(row.id as string, [row]);
      store?.rows.set(storeKey(relation.embedded.definition, row.id as string), row);
      continue;
    }
    const siblings = relation.rows.get(row.parent__id as string) ?? [];
    siblings.push(row);
    relation.rows.set(row.parent__id as string, siblings);
  }
  return { media, relations };
}

function embed(relation: LoadedRelation, row: Row, media: MediaIndex, origin: string): Item {
  const { fields, withId } = relation.embedded;
  const item: Item = withId ? { id: row.id } : {};
  for (const field of fields) readPlainField(field, row, media, origin, item);
  return item;
}

const noRows: readonly Row[] = [];

/**
 * The read shape of each row, in the rows' order; references resolve among the resources
 * `served`. `related` holds what was read already at the content version the rows are of.
 */
export async function readItems(
  db: Queryable,
  served: readonly ResourceDefinition[],
  definition: ResourceDefinition,
  rows: Row[],
  origin: string,
  related?: RelatedStore,
): Promise<Item[]> {
  if (rows.length === 0) return [];
  const { media, relations } = await loadRelated(db, served, definition, rows, related);

  return rows.map((row) => {
    const item: Item = { id: row.id, [versionColumn]: row[versionColumn] };
    for (const field of definition.fields) {
      const relation = relations.find((candidate) => candidate.field === field);
      if (!relation) {
        readPlainField(field, row, media, origin, item);
        continue;
      }
      const found = { get: (key: string) => relation.rows.get(key) ?? noRows };
      item[snakeCase(field.source)] = relation.related.value(field, row, columnOf(field), found, (related) =>
        embed(relation, related, media, origin),
      );
    }
    return item;
  });
}
