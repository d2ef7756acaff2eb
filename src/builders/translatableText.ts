import { languages, primaryLanguage } from '../../resources/languages';

/**
 * The one text a list, a title or a select shows of a per-language map: the primary language's,
 * or the first language that has one while a translation is missing.
 */
export function translatableText(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const texts = value as Record<string, unknown>;
  for (const language of [primaryLanguage, ...languages]) {
    const text = texts[language];
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return '';
}
