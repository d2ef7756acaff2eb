/**
 * The vocabulary of a resource definition. A definition is data: the admin builds its views from
 * it and the reference server builds its table, routes, validation, search and filters from it.
 * Sources are camelCase, as the admin sees records; the wire and the database use snake_case.
 */
import type { z } from 'zod/mini';

export interface Choice {
  /** The value on the wire and in the database. */
  id: string;
  /**
   * English display name; it enters the i18n catalogue as `resources.<name>.choices.<source>.<id>`,
   * where every other language names it (locales/<language>.ts).
   */
  name: string;
  /** Older spellings of `id` that stored rows may still hold; the server's migration rewrites them. */
  formerIds?: readonly string[];
}

/** What every field declares, whatever its kind. */
export interface FieldBase {
  /** The key of the value in a record as read. */
  source: string;
  /** English label; it enters the i18n catalogue as `resources.<name>.fields.<source>`, translated in locales/<language>.ts. */
  label: string;
  /** The value may be null (absent). Fields are required unless they say so. */
  nullable?: boolean;
  /** Shown, never written: the server computes it and ignores it on write. */
  readOnly?: boolean;
  /**
   * The value the items stored before this field existed take when the server adds its column, as
   * written (ids for references). A required field added to a resource that has items needs one:
   * without it the server refuses to start rather than serve items its own schema rejects.
   */
  backfill?: unknown;
  /**
   * The field's former name, when it was renamed: its former `source`, or for a field written
   * under a `writeSource` both former names. The server renames the column, the stored versions
   * and the saved views at its next start; the admin reads drafts and files kept under the old
   * name (docs/adding-a-resource.md "Renaming a field").
   */
  renamedFrom?: string | { source: string; writeSource: string };
}

/**
 * Every field kind's declaration, by kind: each kind's module adds its own
 * (`declare module '../definition' { interface FieldTypes { text: TextField } }` in
 * `resources/kinds/text.ts`), so that a new kind is its modules and one line per registry
 * (docs/adding-a-resource.md "A new field kind").
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the kinds' modules
export interface FieldTypes {}

export type FieldDefinition = FieldTypes[keyof FieldTypes];

export type FieldKind = keyof FieldTypes;

/**
 * A list filter, sent as the query parameter `param`: `has` (`1` the field has a value, `0` it has
 * none), which every field takes, or one its field's kind takes (its module's `filters`):
 * - `equals`: a select field has this choice;
 * - `includes`: a multi-select field contains this choice;
 * - `references`: a reference or reference list points at this id.
 */
export interface FilterDefinition {
  param: string;
  label: string;
  kind: string;
  source: string;
}

/** The filter every field takes: whether it has a value. */
export const hasFilter = 'has';

export type SortOrder = 'ASC' | 'DESC';

/**
 * One step of a form shown in steps (the exercise's, docs/spec.md §2): its route segment, its English
 * label (it enters the catalogue as `resources.<name>.steps.<name>`), and the writable fields it
 * holds. Every writable field is in exactly one step.
 */
export interface FormStep {
  /** The step's path segment and route-name suffix (`details` → `exercises/create/details`). */
  name: string;
  label: string;
  sources: readonly string[];
}

/**
 * The icon of a resource's menu entry, by name; `src/resources/icons.ts` holds the picture of each.
 * A name is data, so a definition stays free of React.
 */
export type ResourceIcon = 'sportsSoccer' | 'person' | 'fitnessCenter' | 'healing' | 'video' | 'handshake' | 'flag' | 'list';

/** How the admin presents a resource beyond what its fields say. */
export interface AdminPresentation {
  /** The menu icon; a generic list icon when not given. */
  icon?: ResourceIcon;
  /** The save button asks for a confirmation first (the referral form, docs/spec.md §2). */
  confirmSave?: boolean;
  /** The list's data is dropped 1 ms after the user leaves the resource's screens (referrals, docs/spec.md §4). */
  dropListDataOnLeave?: boolean;
}

export interface ResourceDefinition {
  /** The admin's resource name and route (`knowledge-videos`). */
  name: string;
  /** The API path segment and table name (`knowledge_videos`). */
  endpoint: string;
  /** English names, singular and plural, for titles, menus and messages. */
  label: { one: string; other: string };
  /**
   * The source that names an item in titles, selects and references; several sources are joined
   * by a space (a person: first and last name).
   */
  recordRepresentation: string | readonly string[];
  fields: readonly FieldDefinition[];
  list: {
    columns: readonly string[];
    /** Sources the list may sort by, sent as `column` (snake_case) and `direction`. */
    sortable: readonly string[];
    defaultSort: { field: string; order: SortOrder };
    /** `pages`: length-aware with `meta.total`; `cursor`: next/prev links only. */
    pagination: 'pages' | 'cursor';
  };
  /** Sources whose text (every language of a translatable one) the `search` parameter matches. */
  search: readonly string[];
  filters: readonly FilterDefinition[];
  /**
   * Whether the delete confirmation says the action cannot be undone (docs/spec.md §8), on an API
   * that keeps no history; where it keeps one, the confirmation says the item goes to Recently deleted.
   */
  deleteIsIrreversibleWarning: boolean;
  /** Sources a bulk update may set (the list's bulk actions). */
  bulkUpdatable?: readonly string[];
  /**
   * Whether every change of an item is kept (who, when, the state it left), listable and
   * restorable, deleted items included. On unless `false`.
   */
  history?: boolean;
  /** How the create and edit forms are laid out; one page with every field when not given. */
  form?: {
    /** The form in routed steps, in this order; the bare create or edit path leads to the first. */
    steps: readonly FormStep[];
  };
  /** How the admin presents it: icon, confirmation before saving, list data dropped on leaving. */
  admin?: AdminPresentation;
  /**
   * Fields taken out of the definition whose stored values the server archives at its next start
   * rather than refuse to start: each by its former write key (its `source`, or its `writeSource`
   * where it had one). Never dropped unasked (docs/adding-a-resource.md "Removing a field").
   */
  removed?: readonly string[];
  /** Cross-field rules the field kinds cannot say; run on the whole form and write values. */
  refine?: (schema: z.ZodMiniObject) => z.ZodMiniType;
}

/**
 * The default maximum length, in characters, of each kind of text. Every text has one, so that no
 * value grows past what the database can index (a sort key, a search word) or a reader needs.
 */
export const textLimits = {
  /** A name, a title: one line. */
  name: 255,
  /** A description: several paragraphs. */
  multiline: 10_000,
  url: 2048,
  /** RFC 5321's longest forward path. */
  email: 254,
} as const;

/** Declares a resource; the identity function that gives the literal its type. */
export const defineResource = <const T extends ResourceDefinition>(definition: T): T => definition;

/** What the admin says of an item that does not have its resource's shape (`Could not parse referral`). */
export const couldNotParse = (definition: ResourceDefinition): string => `Could not parse ${definition.label.one.toLowerCase()}`;

/** Whether a resource keeps its items' history (see `ResourceDefinition.history`). */
export const keepsHistory = (definition: ResourceDefinition): boolean => definition.history !== false;

export const isWritable = (field: FieldDefinition): boolean => !field.readOnly;

export const fieldBySource = (definition: ResourceDefinition, source: string): FieldDefinition => {
  const field = definition.fields.find((candidate) => candidate.source === source);
  if (!field) throw new Error(`${definition.name} has no field ${source}`);
  return field;
};

const spellingOf = (value: string) =>
  value
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();

/**
 * The choice a value names: its `id`, one of its `formerIds`, or the same words with other
 * separators or case (`pro life` for `pro_life`), as another server may spell it. None when the
 * value is one this definition does not know.
 */
export function knownChoice(choices: readonly Choice[], value: unknown): Choice | undefined {
  if (typeof value !== 'string') return undefined;
  const exact = choices.find((choice) => choice.id === value || choice.formerIds?.includes(value));
  if (exact) return exact;
  const spelling = spellingOf(value);
  return choices.find((choice) => spellingOf(choice.id) === spelling);
}

/** Past this many keys a conversion's cache stops growing (keys from outside are not bounded). */
const keysKept = 10_000;

/**
 * A key conversion that keeps what it converted: the same few field names are converted for every
 * item read, written or exported (a page of 25 exercises has some 2,000 keys).
 */
function keepingConversions(convert: (key: string) => string): (key: string) => string {
  const converted = new Map<string, string>();
  return (key) => {
    let result = converted.get(key);
    if (result === undefined) {
      result = convert(key);
      if (converted.size < keysKept) converted.set(key, result);
    }
    return result;
  };
}

/** camelCase → snake_case, as keys go on the wire and into columns. */
export const snakeCase = keepingConversions((key) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));

/** snake_case → camelCase. */
export const camelCase = keepingConversions((key) => key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()));

/**
 * The query parameter of the list of a tree (a resource with a reference to itself, `treeField`):
 * an item's id, leaving out that item and every item under it, the parents it may not take.
 */
export const treeExclusionParam = 'not_under';

/**
 * The list filter every resource with translatable fields takes: `missing=nl` selects the items
 * with a translatable field empty in Dutch, `missing=any` those with one empty in any language.
 */
export const missingTranslationParam = 'missing';

export const anyLanguage = 'any';
