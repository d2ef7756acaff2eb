/**
 * The catalogue entries of every resource in one interface language, derived from its definition
 * and the language's names for it (`resources.<name>` of locales/<language>.ts; English names are
 * the definition's own): a new definition gets its names, field labels, choice names, form steps,
 * success messages and confirmations with no code. The keys are those react-admin looks up
 * (`resources.<name>.name`, `.fields.<source>`, `.notifications.*`, `.message.*`), so its stock
 * screens and buttons speak each resource's own words.
 */
import { knownChoice, type Choice, type ResourceDefinition } from '../../resources/definition';
import { kindOf, writeKey } from '../../resources/kinds';
import type { FieldCatalogue } from '../../resources/kinds/kind';
import type { Catalogue, ResourceNames } from '../../locales/en';

/**
 * The keys of a delete confirmation's words: what a delete does where the API keeps history (the
 * item goes to Recently deleted and can be restored there, docs/versions.md), else the final
 * wording of docs/spec.md §8 ("cannot be undone", unless the definition says otherwise).
 */
export const deleteContentKey = (resource: string, { bulk, restorable }: { bulk: boolean; restorable: boolean }): string =>
  `resources.${resource}.message.${bulk ? 'bulk_' : ''}delete_content${restorable ? '' : '_final'}`;

/** Each field's catalogue entries beside its label, as its kind says them, by source. */
const fieldCatalogues = (definition: ResourceDefinition): [string, FieldCatalogue][] =>
  definition.fields.map((field) => [field.source, kindOf(field).catalogue?.(field) ?? {}]);

/** A definition's own (English) names, in the shape every other language gives them. */
export function definitionNames(definition: ResourceDefinition): ResourceNames {
  const catalogues = fieldCatalogues(definition);
  return {
    ...definition.label,
    fields: Object.fromEntries(definition.fields.map((field) => [field.source, field.label])),
    // Region codes are named by the platform in each language, not by the catalogues.
    choices: Object.fromEntries(
      catalogues.flatMap(([source, { choices, choicesNamedBy }]) => (choices && !choicesNamedBy ? [[source, choices]] : [])),
    ),
    filters: Object.fromEntries(definition.filters.map((filter) => [filter.param, filter.label])),
    units: Object.fromEntries(catalogues.flatMap(([source, { unit }]) => (unit ? [[source, unit]] : []))),
    steps: Object.fromEntries((definition.form?.steps ?? []).map((step) => [step.name, step.label])),
  };
}

/** How `catalogue` names a definition: its own names, each one it lacks in English (the completeness test names what is missing). */
export function namesIn(catalogue: Catalogue, definition: ResourceDefinition): ResourceNames {
  const english = definitionNames(definition);
  const own = catalogue.resources[definition.name];
  if (!own) return english;
  const merged = <T>(from: Record<string, T> | undefined, over: Record<string, T> | undefined) => ({ ...from, ...over });
  return {
    ...english,
    ...own,
    fields: merged(english.fields, own.fields),
    choices: Object.fromEntries(
      Object.entries(english.choices ?? {}).map(([source, names]) => [source, merged(names, own.choices?.[source])]),
    ),
    filters: merged(english.filters, own.filters),
    units: merged(english.units, own.units),
    steps: merged(english.steps, own.steps),
  };
}

/** The names of a field's choices in a language: the catalogue's, or for region codes the platform's. */
function choiceNames(catalogue: Catalogue, names: ResourceNames, definition: ResourceDefinition) {
  const result: Record<string, Record<string, string>> = {};
  for (const [source, { choices, choicesNamedBy }] of fieldCatalogues(definition)) {
    if (!choices) continue;
    if (choicesNamedBy === 'region') {
      const regions = new Intl.DisplayNames([catalogue.locale], { type: 'region' });
      result[source] = Object.fromEntries(Object.entries(choices).map(([id, name]) => [id, regions.of(id) ?? name]));
    } else result[source] = names.choices?.[source] ?? {};
  }
  return result;
}

function fieldLabels(names: ResourceNames, definition: ResourceDefinition): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const field of definition.fields) {
    const label = names.fields[field.source];
    labels[field.source] = label;
    // Inputs of references and files are keyed by what they write; they carry the same label.
    labels[writeKey(field)] = label;
  }
  // The read-only keys a kind adds beside its field's own (a choice's display name) carry its label.
  for (const [source, catalogue] of fieldCatalogues(definition)) {
    for (const key of Object.keys(catalogue.labels ?? {})) labels[key] = names.fields[source];
  }
  return labels;
}

/** The key under which a choice's display name sits in the catalogue. */
export const choiceKey = (resource: string, source: string, choiceId: string): string =>
  `resources.${resource}.choices.${source}.${choiceId}`;

/**
 * A choice value's display name: the catalogue's name of the choice it names, or, for a value this
 * admin does not know (one the server added later), the value itself, as it came.
 */
export function choiceLabel(
  translate: (key: string, options?: Record<string, unknown>) => string,
  resource: string,
  field: { source: string; choices: readonly Choice[] },
  value: unknown,
): string {
  const choice = knownChoice(field.choices, value);
  return choice ? translate(choiceKey(resource, field.source, choice.id)) : String(value ?? '');
}

/** The key of a list filter's label. */
export const filterKey = (resource: string, param: string): string => `resources.${resource}.filters.${param}`;

/** The key of the unit shown beside a number input. */
export const unitKey = (resource: string, source: string): string => `resources.${resource}.units.${source}`;

/** The key of a form step's label. */
export const stepKey = (resource: string, step: string): string => `resources.${resource}.steps.${step}`;

function messagesOf(catalogue: Catalogue, definition: ResourceDefinition) {
  const names = namesIn(catalogue, definition);
  const { notifications, message, titles } = catalogue.resourceTexts(names, definition.deleteIsIrreversibleWarning);
  return {
    name: `${names.one} |||| ${names.other}`,
    fields: fieldLabels(names, definition),
    choices: choiceNames(catalogue, names, definition),
    units: names.units ?? {},
    filters: names.filters ?? {},
    steps: names.steps ?? {},
    // The create and edit screens' titles, in the app bar, the document title and the form's heading.
    titles: { create: titles.create, edit: titles.edit },
    notifications,
    message,
  };
}

export type ResourceMessages = ReturnType<typeof messagesOf>;

/** `{resources: {<name>: …}}` for every definition in the catalogue's language, ready to merge into it. */
export function resourceMessages(
  definitions: readonly ResourceDefinition[],
  catalogue: Catalogue,
): { resources: Record<string, ResourceMessages> } {
  return { resources: Object.fromEntries(definitions.map((definition) => [definition.name, messagesOf(catalogue, definition)])) };
}
