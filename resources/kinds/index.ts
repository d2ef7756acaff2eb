/** Every field kind's module, by kind: what the server, the providers and the builders ask of a field. */
import type { FieldBase, FieldDefinition, FieldKind, ResourceDefinition } from '../definition';
import { booleanKind } from './boolean';
import { childrenKind } from './children';
import { dateKind } from './date';
import type { FieldKindModule } from './kind';
import { mediaKind } from './media';
import { multiSelectKind } from './multi-select';
import { numberKind } from './number';
import { referenceKind } from './reference';
import { referenceListKind } from './reference-list';
import { selectKind } from './select';
import { textKind } from './text';
import { translatableKind } from './translatable';

type KindModules = { [K in FieldKind]: FieldKindModule<Extract<FieldDefinition, { kind: K }>> };

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
};

const registered = new Map<string, FieldKindModule>(Object.entries(kinds) as [string, FieldKindModule][]);

/**
 * Adds a field kind beyond the built-in ones: its data module here, its screen module with
 * `registerScreenKind` (src/kinds). A kind of the project's own is rather added to `kinds` and to
 * `FieldDefinition` (docs/adding-a-resource.md "A new field kind").
 */
export function registerFieldKind<F extends FieldBase & { kind: string }>(kind: F['kind'], module: FieldKindModule<F>) {
  registered.set(kind, module as unknown as FieldKindModule);
}

/** The module of a field's kind. */
export function kindOf(field: FieldDefinition): FieldKindModule {
  const module = registered.get(field.kind);
  if (!module) throw new Error(`No field kind ${field.kind}: ${field.source} cannot be served`);
  return module;
}

/** Whether a field names items of another resource, read as embedded objects. */
export const isRelation = (field: FieldDefinition): boolean => kindOf(field).relation !== undefined;

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

/** What is wrong with the declarations of the definitions' fields, each as `resource.field: problem`; none when all is right. */
export function declarationProblems(definitions: readonly ResourceDefinition[]): string[] {
  return definitions.flatMap((definition) =>
    definition.fields.flatMap((field) => {
      const problem = kindOf(field).declarationProblem?.(field);
      return problem ? [`${definition.name}.${field.source}: ${problem}`] : [];
    }),
  );
}
