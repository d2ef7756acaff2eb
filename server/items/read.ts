/**
 * Items in their read shape (docs/api.md "References on write and on read"): snake_case keys, files
 * as media objects, references as embedded objects, children as lists. A page's relations and
 * files are loaded in one query at most, however many items and relations it holds (no N+1).
 */
import { snakeCase, writeKey, type FieldDefinition, type ResourceDefinition } from '../../resources/definition';
import { embeddedFieldsOf, isRelation, kindOf } from '../../resources/kinds';
import type { Queryable } from '../db/database';
import { mediaObject } from '../media/serialize';
import { mediaTable, type MediaRow } from '../media/table';
import type { RelatedStore } from './related-cache';
import { identifier, Params } from '../db/sql';
import { referencedDefinition, storedColumns, tableName, type Item, type Row } from './table';
import { versionColumn } from './versions';

type RelationField = Extract<FieldDefinition, { kind: 'reference' | 'referenceList' | 'children' }>;

const isRelationField = (field: FieldDefinition): field is RelationField => isRelation(field);

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
function embeddedFields(served: readonly ResourceDefinition[], field: RelationField) {
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
  for (const [key, value] of kindOf(field).readEntries(field, row[columnOf(field)], context)) item[snakeCase(key)] = value;
}

function mediaIds(fields: readonly FieldDefinition[], rows: Row[]): string[] {
  const ids: string[] = [];
  for (const field of fields) {
    if (!kindOf(field).file) continue;
    const column = columnOf(field);
    for (const row of rows) if (typeof row[column] === 'string') ids.push(row[column] as string);
  }
  return ids;
}

interface LoadedRelation {
  field: RelationField;
  embedded: ReturnType<typeof embeddedFields>;
  /** Related rows by id (references) or by the referring item's id (children). */
  rows: Map<string, Row | Row[]>;
}

/** The ids a reference (list) field of `rows` names. */
function referencedIds(field: RelationField, rows: Row[]): string[] {
  const column = columnOf(field);
  const ids = new Set<string>();
  for (const row of rows) {
    const value = row[column];
    for (const id of Array.isArray(value) ? value : [value]) if (typeof id === 'string') ids.add(id);
  }
  return [...ids];
}

/** The children of `rows` in the relation's table, as SQL over that table. */
function childrenCondition({ field, embedded }: LoadedRelation, rows: Row[], params: Params) {
  if (field.kind !== 'children') throw new Error(`${field.source} is not a children field`);
  const inverse = embedded.definition.fields.find((candidate) => candidate.source === field.inverse);
  if (!inverse || kindOf(inverse).relation !== 'one') throw new Error(`${field.source}: ${field.inverse} is not a reference`);
  const inverseColumn = identifier(columnOf(inverse));
  return { condition: `${inverseColumn} = any(${params.add(rows.map((row) => row.id))}::uuid[])`, parent: inverseColumn };
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
  const relations: LoadedRelation[] = definition.fields
    .filter(isRelationField)
    .map((field) => ({ field, embedded: embeddedFields(served, field), rows: new Map() }));
  relations.forEach((relation, index) => {
    const { embedded, field } = relation;
    const table = tableName(embedded.definition);
    let condition: string;
    let parentColumn = '';
    if (kindOf(field).relation === 'children') {
      const children = childrenCondition(relation, rows, params);
      condition = children.condition;
      parentColumn = `, ${children.parent} as parent__id`;
    } else {
      const missing: string[] = [];
      for (const id of referencedIds(field, rows)) {
        const stored = store?.rows.get(storeKey(embedded.definition, id));
        if (stored) relation.rows.set(id, stored);
        else missing.push(id);
      }
      neededMedia.push(...mediaIds(embedded.fields, [...relation.rows.values()] as Row[]));
      if (missing.length === 0) return;
      condition = `id = any(${params.add(missing)}::uuid[])`;
    }
    parts.push(
      `select ${index} as part, to_jsonb(r) as row from (select ${readColumns(embedded.definition)}${parentColumn} from ${table} where ${condition}) r`,
    );
    for (const media of embedded.fields) {
      if (kindOf(media).file) mediaSources.push(`select ${identifier(columnOf(media))} from ${table} where ${condition}`);
    }
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
    if (kindOf(relation.field).relation !== 'children') {
      relation.rows.set(row.id as string, row);
      store?.rows.set(storeKey(relation.embedded.definition, row.id as string), row);
      continue;
    }
    const siblings = (relation.rows.get(row.parent__id as string) as Row[] | undefined) ?? [];
    siblings.push(row);
    relation.rows.set(row.parent__id as string, siblings);
  }
  for (const relation of relations) {
    if (kindOf(relation.field).relation !== 'children') continue;
    for (const siblings of relation.rows.values()) (siblings as Row[]).sort(byCreation);
  }
  return { media, relations };
}

/** Oldest first, ties by id: the order children are listed in. */
const byCreation = (a: Row, b: Row) =>
  Date.parse(String(a.created_at)) - Date.parse(String(b.created_at)) || (String(a.id) < String(b.id) ? -1 : 1);

function embed(relation: LoadedRelation, row: Row, media: MediaIndex, origin: string): Item {
  const { fields, withId } = relation.embedded;
  const item: Item = withId ? { id: row.id } : {};
  for (const field of fields) readPlainField(field, row, media, origin, item);
  return item;
}

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
      const key = snakeCase(field.source);
      const kind = kindOf(field).relation;
      if (kind === 'children') {
        const children = (relation.rows.get(row.id as string) as Row[] | undefined) ?? [];
        item[key] = children.map((child) => embed(relation, child, media, origin));
      } else if (kind === 'many') {
        const ids = (row[columnOf(field)] as string[] | null) ?? [];
        item[key] = ids
          .map((id) => relation.rows.get(id) as Row | undefined)
          .filter((related): related is Row => related !== undefined)
          .map((related) => embed(relation, related, media, origin));
      } else {
        const related = relation.rows.get(row[columnOf(field)] as string) as Row | undefined;
        item[key] = related ? embed(relation, related, media, origin) : null;
      }
    }
    return item;
  });
}
