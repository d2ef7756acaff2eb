/** The content languages of docs/spec.md §3, in the order the forms show them. */
export const languages = ['de', 'en', 'es', 'fr', 'nl', 'pt'] as const;

export type Language = (typeof languages)[number];

export const languageNames: Record<Language, string> = {
  de: 'German',
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  nl: 'Dutch',
  pt: 'Portuguese',
};

/** A value of a translatable field: one text per content language. */
export type Translatable = Record<Language, string>;

/** The language lists and sorts use when they must pick one text of a translatable field. */
export const primaryLanguage: Language = 'en';
