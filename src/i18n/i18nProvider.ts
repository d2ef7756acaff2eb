import polyglotI18nProvider from 'ra-i18n-polyglot';
import { catalogue } from './catalogue';

/** The interface locale (docs/spec.md §1, §9). */
export const interfaceLocale = 'en-US';

export const i18nProvider = polyglotI18nProvider(() => catalogue, interfaceLocale, [{ locale: interfaceLocale, name: 'English (US)' }]);
