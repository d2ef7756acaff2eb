import { z } from 'zod/mini';
import { snakeCase, textLimits, type FieldBase, type ResourceDefinition } from '../definition';
import { languages, primaryLanguage } from '../languages';
import { requiredText, typeError } from '../validation';
import { isObject, scalarDefaults, type FieldKindModule } from './kind';

/** A text per content language (docs/spec.md §3 "per-language map"). */
export interface TranslatableField extends FieldBase {
  kind: 'translatable';
  multiline?: boolean;
  /** The most characters each language's text may have; by default the limit of its kind. */
  maxLength?: number;
}

declare module '../definition' {
  interface FieldTypes {
    translatable: TranslatableField;
  }
}

/** The most characters each language's text of a translatable field may hold. */
export const translatableMaxLength = (field: TranslatableField): number =>
  field.maxLength ?? (field.multiline ? textLimits.multiline : textLimits.name);

/** The translatable fields of a resource: what its translation coverage counts. */
export const translatableFields = (definition: ResourceDefinition): TranslatableField[] =>
  definition.fields.filter((field): field is TranslatableField => field.kind === 'translatable');

/** Whether a resource has translatable fields: its list then takes `missing`, and it has a Translations screen. */
export const hasTranslations = (definition: ResourceDefinition): boolean => translatableFields(definition).length > 0;

/**
 * The one text a list, a title or a select shows of a per-language map: the primary language's,
 * or the first language that has one while a translation is missing.
 */
export function translatableText(value: unknown): string {
  if (!isObject(value)) return '';
  for (const language of [primaryLanguage, ...languages]) {
    const text = value[language];
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return '';
}

/** A text per content language, each required (up to `maxLength` characters). */
export const translatableSchema = (maxLength?: number) =>
  z.object(Object.fromEntries(languages.map((language) => [language, requiredText(maxLength)])), {
    error: typeError('validation.invalid'),
  });

/** As read, a language may be missing or null: the item is still the resource's. */
const readSchema = z.looseObject(Object.fromEntries(languages.map((language) => [language, z.nullish(z.string())])));

export const translatableKind: FieldKindModule<TranslatableField> = {
  ...scalarDefaults,
  writeSchema: (field) => translatableSchema(translatableMaxLength(field)),
  readSchema: () => readSchema,
  // Each language starts empty, so a missing translation is reported on its own language.
  formValue: () => Object.fromEntries(languages.map((language) => [language, ''])),
  // Each language is merged and shown apart: two people may translate different languages.
  parts: () => languages,
  text: (_field, read) => translatableText(read),
  searchTexts: (_field, value) => {
    if (!isObject(value)) return [];
    return languages.map((language) => value[language]).filter((text): text is string => typeof text === 'string');
  },
  // A column per language: `name_en`, `name_nl`, …
  csvHeaders: (field) => languages.map((language) => `${snakeCase(field.source)}_${language}`),
  // A language without a column keeps the text it has (a new item's is empty).
  fromCsv: (field, cells, current) => {
    const texts: Record<string, unknown> = {
      ...(isObject(current) ? current : (translatableKind.formValue(field) as Record<string, unknown>)),
    };
    languages.forEach((language, index) => {
      if (cells[index] !== undefined) texts[language] = cells[index];
    });
    return { value: texts };
  },
  csvTexts: (_field, value) =>
    languages.map((language) => (isObject(value) && typeof value[language] === 'string' ? (value[language] as string) : '')),
};
