/**
 * Which interface language to show: the one the signed-in user chose on this device, else the
 * one last chosen on it (the sign-in screen's), else the browser's first language the admin
 * speaks, else English. Kept in the browser's storage, apart from react-admin's store, which a
 * sign-out empties.
 */

/** What the choice needs of the browser's storage. */
export type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

const deviceKey = 'pitchside.language';
const userKey = (userId: string | number) => `${deviceKey}.user.${String(userId)}`;

/** The first of the browser's languages (`nl-BE`, `de`) whose language the admin speaks. */
export function browserLanguage(preferred: readonly string[], available: readonly string[]): string | undefined {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    if (available.includes(language)) return language;
  }
  return undefined;
}

export interface LanguageSources {
  storage: LanguageStorage;
  /** `navigator.languages`. */
  preferred: readonly string[];
  available: readonly string[];
  fallback: string;
}

const stored = (sources: LanguageSources, key: string): string | undefined => {
  const value = sources.storage.getItem(key);
  return value && sources.available.includes(value) ? value : undefined;
};

/** The sign-in area's language: the device's last choice, else the browser's. */
export const deviceLanguage = (sources: LanguageSources): string =>
  stored(sources, deviceKey) ?? browserLanguage(sources.preferred, sources.available) ?? sources.fallback;

/** A signed-in user's language: their own choice on this device, else the device's. */
export const userLanguage = (sources: LanguageSources, userId: string | number | undefined): string =>
  (userId === undefined ? undefined : stored(sources, userKey(userId))) ?? deviceLanguage(sources);

/** Remembers a choice: the device's from now on, and the user's when one is signed in. */
export function rememberLanguage(storage: LanguageStorage, language: string, userId?: string | number): void {
  storage.setItem(deviceKey, language);
  if (userId !== undefined) storage.setItem(userKey(userId), language);
}
