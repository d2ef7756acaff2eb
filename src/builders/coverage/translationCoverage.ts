/**
 * How far an item is translated (docs/content-tools.md, "Translation coverage"): a language counts
 * as translated when every translatable field of the definition has a text in it (blank is none),
 * as the server's `missing` filter counts it (server/content/filters.ts).
 */
import { type ResourceDefinition } from '../../../resources/definition';
import { translatableFields } from '../../../resources/kinds/translatable';
import { languages, type Language } from '../../../resources/languages';

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The languages in which some translatable text of the item is empty, in the forms' order. */
export function missingLanguages(definition: ResourceDefinition, record: Record<string, unknown>): Language[] {
  const texts = translatableFields(definition).map((field) => (record[field.source] ?? {}) as Record<string, unknown>);
  return languages.filter((language) => texts.some((text) => !hasText(text[language])));
}
