import { catalogue } from './catalogue';
import { i18nProviderFor } from './i18nProviderFor';

export { interfaceLocale } from './i18nProviderFor';

export const i18nProvider = i18nProviderFor(catalogue);
