import { useEffect, useState } from 'react';
import type { I18nProvider } from 'ra-core';
import { i18nProviderFor } from './i18nProviderFor';
import { signInMessages, type SignInTexts } from './signInTexts';
import { defaultLanguage, loadedSignInTexts, loadSignInTexts } from './languages';

const providerFor = (language: string, texts: SignInTexts) =>
  i18nProviderFor(language, signInMessages(texts), (other) => loadSignInTexts(other).then(signInMessages));

/**
 * The sign-in area's i18n provider in `language` once that language's sign-in texts have loaded
 * (English's come with the first script; a language that cannot be loaded shows English). Until
 * then the language shown before stays, so that a change of language keeps what was typed;
 * undefined only before the first language has loaded.
 */
export function useSignInI18nProvider(language: string): I18nProvider | undefined {
  const [shown, setShown] = useState(() => {
    const texts = loadedSignInTexts(language);
    return texts ? { language, provider: providerFor(language, texts) } : undefined;
  });
  useEffect(() => {
    if (shown?.language === language) return;
    let current = true;
    loadSignInTexts(language)
      .then(
        (texts) => ({ language, texts }),
        () => ({ language: defaultLanguage, texts: loadedSignInTexts(defaultLanguage)! }),
      )
      .then((loaded) => {
        if (current) setShown({ language, provider: providerFor(loaded.language, loaded.texts) });
      });
    return () => {
      current = false;
    };
  }, [language, shown?.language]);
  return shown?.provider;
}
