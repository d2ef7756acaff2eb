import { i18nProviderFor } from './i18nProviderFor';
import { signInCatalogue } from './sign-in-catalogue';

/** The sign-in area's (and the start-up error page's) catalogue, without the resources' texts. */
export const signInI18nProvider = i18nProviderFor(signInCatalogue);
