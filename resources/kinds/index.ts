/** Every field kind's module, by kind: what the server, the providers and the builders ask of a field. */
import type { FieldBase, FieldDefinition, FieldTypes, ResourceDefinition } from '../definition';
import { hasFilter } from '../definition';
import { booleanKind } from './boolean';
import { calendarDateKind } from './calendar-date';
import { childrenKind } from './children';
import { dateKind } from './date';
import { dateTimeKind } from './date-time';
import { emailKind } from './email';
import type { FieldKindModule } from './kind';
import { KindRegistry } from './registry';
import { addKindMessages, kindValidationMessages } from '../validation-messages';
import { mediaKind } from './media';
import { multiSelectKind } from './multi-select';
import { numberKind } from './number';
import { referenceKind } from './reference';
import { referenceListKind } from './reference-list';
import { selectKind } from './select';
import { tagsKind } from './tags';
import { textKind } from './text';
import { urlKind } from './url';
import { translatableKind } from './translatable';

type KindModules = { [K in keyof FieldTypes]: FieldKindModule<FieldTypes[K]> };

export const kinds: KindModules = {
  text: textKind,
  translatable: translatableKind,
  number: numberKind,
  boolean: booleanKind,
  select: selectKind,
  multiSelect: multiSelectKind,
  reference: referenceKind,
  referenceList: referenceListKind,
  children: childrenKind,
  media: mediaKind,
  date: dateKind,
  email: emailKind,
  url: urlKind,
  calendarDate: calendarDateKind,
  dateTime: dateTimeKind,
  tags: tagsKind,
};

const registered = new KindRegistry<FieldKindModule>('data module', kinds as unknown as Record<string, FieldKindModule>);
for (const module of Object.values(kinds)) addKindMessages(module.messages ?? {});

/**
 * Adds a field kind beyond the built-in ones: its data module here, its screen module with
 * `registerScreenKind` (src/kinds) and its storage with `registerServerKind` (server/kinds). A kind
 * of the project's own is rather added to the registries (docs/adding-a-resource.md "A new field
 * kind"); a name taken is refused.
 */
export function registerFieldKind<F extends FieldBase & { kind: string }>(kind: F['kind'], module: FieldKindModule<F>) {
  registered.register(kind, module as unknown as FieldKindModule);
  addKindMessages(module.messages ?? {});
}

/** The module of a field's kind. */
export const kindOf = (field: FieldDefinition): FieldKindModule => registered.of(field);

/** The key under which a field's value is written, on the wire and in its column. */
export const writeKey = (field: FieldDefinition): string => kindOf(field).writeKey?.(field) ?? field.source;

/** The key under which the admin's form holds a field's value. */
export const formKey = (field: FieldDefinition): string => kindOf(field).formKey?.(field) ?? writeKey(field);

/** The keys of a field in a record the admin holds: its read value's, and the one it is written under. */
export const recordKeys = (field: FieldDefinition): string[] => [...new Set([field.source, writeKey(field)])];

/** What a value stands for when two versions are compared: as the kind says, else itself, an empty text being none. */
export function comparableValue(field: FieldDefinition, value: unknown): unknown {
  const kind = kindOf(field);
  if (kind.comparable) return kind.comparable(field, value);
  return value === undefined || value === '' ? null : value;
}

/** A field's value as read, in one line of plain text. */
export function valueText(field: FieldDefinition, value: unknown): string {
  const kind = kindOf(field);
  if (kind.text) return kind.text(field, value);
  return value === null || value === undefined ? '' : String(value);
}

/** Whether a field names items of another resource, read as embedded objects. */
export const isRelation = (field: FieldDefinition): boolean => kindOf(field).embedsItems === true;

/**
 * What an item of `referenced` shows when embedded by `field`: the `embed` sources (with the id
 * only when named), or else its id and all its own fields but its relations. Never deeper: an
 * embedded item's own relations are not expanded.
 */
export function embeddedFieldsOf(
  referenced: ResourceDefinition,
  field: { source: string; embed?: readonly string[] },
): { fields: FieldDefinition[]; withId: boolean } {
  if (!field.embed) return { fields: referenced.fields.filter((candidate) => !isRelation(candidate)), withId: true };
  const fields = field.embed
    .filter((source) => source !== 'id')
    .map((source) => {
      const embedded = referenced.fields.find((candidate) => candidate.source === source);
      if (!embedded || isRelation(embedded)) throw new Error(`${field.source} cannot embed ${source}`);
      return embedded;
    });
  return { fields, withId: field.embed.includes('id') };
}

/**
 * Whether its input is marked required: a nullable or read-only field never is, and a kind with an
 * empty value of its own (false, no items) only when it says so.
 */
export const isRequired = (field: FieldDefinition): boolean => !field.nullable && !field.readOnly && kindOf(field).required(field);

export type { FieldKindModule } from './kind';

/** The validation messages the kinds bring (their modules' `messages`), for the admin's catalogue. */
export { kindValidationMessages };

/** What is wrong with a filter's declaration: its field's kind does not take it. */
function filterProblem(definition: ResourceDefinition, filter: ResourceDefinition['filters'][number]): string | undefined {
  const field = definition.fields.find((candidate) => candidate.source === filter.source);
  if (!field) return `filter ${filter.param} names no field ${filter.source}`;
  if (filter.kind === hasFilter || kindOf(field).filters?.includes(filter.kind)) return undefined;
  return `filter ${filter.param}: a ${field.kind} field takes no ${filter.kind} filter`;
}

/** What is wrong with the declarations of the definitions' fields and filters, each as `resource.name: problem`; none when all is right. */
export function declarationProblems(definitions: readonly ResourceDefinition[]): string[] {
  return definitions.flatMap((definition) => [
    ...definition.fields.flatMap((field) => {
      const problem = kindOf(field).declarationProblem?.(field);
      return problem ? [`${definition.name}.${field.source}: ${problem}`] : [];
    }),
    ...definition.filters.flatMap((filter) => {
      const problem = filterProblem(definition, filter);
      return problem ? [`${definition.name}: ${problem}`] : [];
    }),
  ]);
}
