import { languages, primaryLanguage } from '../../resources/languages';
import { translatableMaxLength, type TranslatableField } from '../../resources/kinds/translatable';
import { literal } from '../db/sql';
import { storedDefaults, type ServerKindModule } from './kind';
import { sortTextSql } from './sort-text';

/** A text in every language. */
const inEveryLanguage = (text: (language: string) => string) => Object.fromEntries(languages.map((language) => [language, text(language)]));

export const translatableServer: ServerKindModule<TranslatableField> = {
  ...storedDefaults,
  sqlType: 'jsonb',
  // By its primary language's text.
  sortKey: (_field, column) => ({ expression: sortTextSql(`coalesce(${column} ->> ${literal(primaryLanguage)}, '')`), type: 'text' }),
  // A column per language: `name_en`, `name_nl`, …
  csvCells: (_field, column, context) => context.objectTexts(column, languages),
  examples: {
    valid: () => inEveryLanguage((language) => `Fuzz ${language}`),
    // One language wrong, the others right.
    invalid: (field) =>
      languages.flatMap((language) =>
        ['', 'x'.repeat(translatableMaxLength(field) + 1), 42, 'a\u0000b', 'a\uD800b'].map((wrong) => ({
          ...inEveryLanguage((other) => `Fuzz ${other}`),
          [language]: wrong,
        })),
      ),
    longest: (field, character) => inEveryLanguage(() => character.repeat(Math.floor(translatableMaxLength(field) / character.length))),
  },
};
