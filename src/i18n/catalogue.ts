/**
 * The messages react-admin's translate reads, in one language: the language's catalogue
 * (locales/<language>.ts: react-admin's own texts, the validation messages of docs/spec.md §5, the
 * shell's, the generic views', the screens') and every resource's texts made from its definition
 * and the language's names for it. The server's texts and the templates stay out.
 */
import { definitions } from '../../resources';
import { kindValidationMessages } from '../../resources/kinds';
import type { Catalogue } from '../../locales/en';
import type { LanguageMessages } from './i18nProviderFor';
import { resourceMessages } from './resource-messages';
import { titleMessages } from './title-messages';

/** The whole interface's messages in `catalogue`'s language. */
export function interfaceMessages(catalogue: Catalogue): LanguageMessages {
  const { locale, server: _server, resourceTexts: _texts, stepTitle: _title, resources: _names, ...texts } = catalogue;
  // The kinds' messages (flat `validation.*` keys) first, so that the language's own say them where it has them.
  const messages = { ...kindValidationMessages(), ...texts, ...titleMessages(catalogue), ...resourceMessages(definitions, catalogue) };
  return { messages, locale };
}
