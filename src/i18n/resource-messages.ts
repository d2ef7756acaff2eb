/**
 * The catalogue entries of every resource, derived from its definition: a new definition gets its
 * names, field labels, choice names, form steps, success messages and confirmations with no code.
 * The keys are those react-admin looks up (`resources.<name>.name`, `.fields.<source>`,
 * `.notifications.*`, `.message.*`), so its stock screens and buttons speak each resource's own words.
 */
import { couldNotParse, knownChoice, type Choice, type ResourceDefinition } from '../../resources/definition';
import { kindOf, writeKey } from '../../resources/kinds';
import type { FieldCatalogue } from '../../resources/kinds/kind';

const irreversibleWarning = ' This action cannot be undone.';

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

function fieldLabels(definition: ResourceDefinition): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const field of definition.fields) {
    labels[field.source] = field.label;
    // Inputs of references and files are keyed by what they write; they carry the same label.
    labels[writeKey(field)] = field.label;
  }
  for (const [, catalogue] of fieldCatalogues(definition)) Object.assign(labels, catalogue.labels);
  return labels;
}

const choiceNames = (definition: ResourceDefinition): Record<string, Record<string, string>> =>
  Object.fromEntries(fieldCatalogues(definition).flatMap(([source, { choices }]) => (choices ? [[source, choices]] : [])));

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

const units = (definition: ResourceDefinition): Record<string, string> =>
  Object.fromEntries(fieldCatalogues(definition).flatMap(([source, { unit }]) => (unit ? [[source, unit]] : [])));

/** The key of the unit shown beside a number input. */
export const unitKey = (resource: string, source: string): string => `resources.${resource}.units.${source}`;

/** A resource's create and edit screens' titles, in the app bar, the document title and the form's heading. */
export const screenTitles = (definition: ResourceDefinition) => ({
  create: `New ${definition.label.one.toLowerCase()}`,
  edit: `Edit ${definition.label.one.toLowerCase()}`,
});

/** The key of a form step's label. */
export const stepKey = (resource: string, step: string): string => `resources.${resource}.steps.${step}`;

function messagesOf(definition: ResourceDefinition) {
  const one = definition.label.one;
  const oneLower = one.toLowerCase();
  const otherLower = definition.label.other.toLowerCase();
  const warning = definition.deleteIsIrreversibleWarning ? irreversibleWarning : '';
  return {
    name: `${one} |||| ${definition.label.other}`,
    fields: fieldLabels(definition),
    choices: choiceNames(definition),
    units: units(definition),
    filters: Object.fromEntries(definition.filters.map((filter) => [filter.param, filter.label])),
    steps: Object.fromEntries((definition.form?.steps ?? []).map((step) => [step.name, step.label])),
    titles: screenTitles(definition),
    notifications: {
      created: `${one} created successfully`,
      updated: `${one} updated successfully`,
      deleted: `${one} deleted |||| %{smart_count} ${otherLower} deleted`,
    },
    message: {
      delete_title: `Delete ${oneLower} %{recordRepresentation}`,
      delete_content: `This ${oneLower} goes to Recently deleted, where it can be restored.`,
      delete_content_final: `Are you sure you want to delete this ${oneLower}?${warning}`,
      bulk_delete_title: `Delete 1 ${oneLower} |||| Delete %{smart_count} ${otherLower}`,
      bulk_delete_content:
        `This ${oneLower} goes to Recently deleted, where it can be restored. |||| ` +
        `These %{smart_count} ${otherLower} go to Recently deleted, where they can be restored.`,
      bulk_delete_content_final:
        `Are you sure you want to delete this ${oneLower}?${warning} |||| ` +
        `Are you sure you want to delete these %{smart_count} ${otherLower}?${warning}`,
      save_title: `Save ${oneLower}`,
      save_content: `Are you sure you want to save this ${oneLower}?`,
      count: `1 ${oneLower} |||| %{smart_count} ${otherLower}`,
      empty: `No ${otherLower} yet.`,
      no_match: `No ${otherLower} match the search and filters.`,
      create_first: `Create the first ${oneLower}`,
      estimated_count: `about %{smart_count} ${otherLower}`,
      unreadable: couldNotParse(definition),
    },
  };
}

export type ResourceMessages = ReturnType<typeof messagesOf>;

/** `{resources: {<name>: …}}` for every definition, ready to merge into the interface catalogue. */
export function resourceMessages(definitions: readonly ResourceDefinition[]): { resources: Record<string, ResourceMessages> } {
  return { resources: Object.fromEntries(definitions.map((definition) => [definition.name, messagesOf(definition)])) };
}
