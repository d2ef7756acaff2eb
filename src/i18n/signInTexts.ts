/**
 * The part of a language's catalogue the sign-in area speaks: the validation messages of
 * docs/spec.md §5, the screens' titles and the shell's own texts. Each language's part is a small
 * script of its own (build/sign-in-texts.ts), so that the sign-in screen paints before the rest of
 * its catalogue, react-admin's texts and the resource definitions load (bench/bundle-budget.ts).
 */
import type { TranslationMessages } from 'ra-core';
import type { Catalogue } from '../../locales/en';
import type { LanguageMessages } from './i18nProviderFor';

export const signInAreas = ['locale', 'validation', 'titles', 'shell'] as const;

export type SignInTexts = Pick<Catalogue, (typeof signInAreas)[number]>;

/**
 * The sign-in area's messages: its part of the catalogue, nothing of the resources. Apart from
 * catalogue.ts, whose resource texts would bring the definitions and their schemas to the sign-in
 * screen's first paint.
 */
export const signInMessages = (texts: SignInTexts): LanguageMessages => ({
  messages: { validation: texts.validation, titles: texts.titles, shell: texts.shell } as unknown as TranslationMessages,
  locale: texts.locale,
});
