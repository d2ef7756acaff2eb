/**
 * Where a content language stands on a form, for the mark on its tab: `invalid` when one of its
 * texts failed validation, `missing` while one of them is still empty, `complete` otherwise.
 */
export type LanguageStatus = 'complete' | 'missing' | 'invalid';

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * @param maps the values of the group's translatable fields, one per-language map each
 * @param errors the form's errors of the same fields, in the same order
 */
export function languageStatus(language: string, maps: readonly unknown[], errors: readonly unknown[]): LanguageStatus {
  const failed = errors.some((error) => typeof error === 'object' && error !== null && language in error);
  if (failed) return 'invalid';
  const translated = maps.every((map) => typeof map === 'object' && map !== null && hasText((map as Record<string, unknown>)[language]));
  return translated ? 'complete' : 'missing';
}
