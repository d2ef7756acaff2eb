import { z } from 'zod/mini';
import { maxLengthOf, snakeCase, type TranslatableField } from '../definition';
import { languages, primaryLanguage } from '../languages';
import { requiredText, typeError } from '../validation';
import { scalarDefaults, type FieldKindModule } from './kind';
import { literal, sortTextSql } from './sql';

/** A text per content language, each required (up to `maxLength` characters). */
export const translatableSchema = (maxLength?: number) =>
  z.object(Object.fromEntries(languages.map((language) => [language, requiredText(maxLength)])), {
    error: typeError('validation.invalid'),
  });

const isTextMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** As read, a language may be missing or null: the item is still the resource's. */
const readSchema = z.looseObject(Object.fromEntries(languages.map((language) => [language, z.nullish(z.string())])));

export const translatableKind: FieldKindModule<TranslatableField> = {
  ...scalarDefaults,
  writeSchema: (field) => translatableSchema(maxLengthOf(field)),
  readSchema: () => readSchema,
  // Each language starts empty, so a missing translation is reported on its own language.
  formValue: () => Object.fromEntries(languages.map((language) => [language, ''])),
  sqlType: 'jsonb',
  searchTexts: (_field, value) => {
    if (value === null || typeof value !== 'object') return [];
    const map = value as Record<string, unknown>;
    return languages.map((language) => map[language]).filter((text): text is string => typeof text === 'string');
  },
  // A column per language: `name_en`, `name_nl`, …
  csvColumns: (field, column, context) => {
    const texts = context.objectTexts(column, languages);
    return languages.map((language, index) => ({ header: `${snakeCase(field.source)}_${language}`, sql: texts[index] }));
  },
  // By its primary language's text.
  sortKey: (_field, column) => ({ expression: sortTextSql(`coalesce(${column} ->> ${literal(primaryLanguage)}, '')`), type: 'text' }),
  // A language without a column keeps the text it has (a new item's is empty).
  fromCsv: (field, cells, current) => {
    const texts: Record<string, unknown> = {
      ...((isTextMap(current) ? current : translatableKind.formValue(field)) as Record<string, unknown>),
    };
    languages.forEach((language, index) => {
      if (cells[index] !== undefined) texts[language] = cells[index];
    });
    return { value: texts };
  },
  csvTexts: (_field, value) =>
    languages.map((language) => (isTextMap(value) && typeof value[language] === 'string' ? value[language] : '')),
};
