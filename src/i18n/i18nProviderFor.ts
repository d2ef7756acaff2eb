import type { I18nProvider, TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { localizedNumbers } from '../../resources/messages';
import { interfaceLanguages, languageAutonym } from './languages';
import { showLanguage, shownLanguage } from './interfaceLanguage';

/** A language's messages, and the locale its dates and numbers follow. */
export interface LanguageMessages {
  messages: TranslationMessages;
  locale: string;
}

/**
 * react-admin's i18n provider: `language`'s messages at once, any other language's loaded when
 * the user changes to it (`load`), after which the page's language follows. Numbers in a text
 * (`%{smart_count} exercises`) are written as the shown locale writes them (`1.234 oefeningen`).
 */
export function i18nProviderFor(
  language: string,
  initial: LanguageMessages,
  load: (language: string) => Promise<LanguageMessages>,
): I18nProvider {
  const locales = interfaceLanguages.map((locale) => ({ locale, name: languageAutonym(locale) }));
  const known = new Map<string, LanguageMessages>([[language, initial]]);
  showLanguage(language, initial.locale);
  const provider = polyglotI18nProvider(
    (locale) => {
      const ready = known.get(locale);
      if (ready) return ready.messages;
      return load(locale).then((loaded) => {
        known.set(locale, loaded);
        return loaded.messages;
      });
    },
    language,
    locales,
    { replace: localizedNumbers(() => shownLanguage().formatLocale) },
  );
  return {
    ...provider,
    changeLocale: (locale: string) => provider.changeLocale(locale).then(() => showLanguage(locale, known.get(locale)!.locale)),
  };
}
