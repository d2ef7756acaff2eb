/**
 * Inserting generated items through the store, each first checked against its resource's write
 * schema, so that seed content cannot drift from the definitions: a generated item the API would
 * refuse stops the seed with the reason instead of reaching the database. Only a translation may be
 * taken out after the check (`untranslated`): the library then holds what translation coverage
 * finds (docs/content-tools.md, "Translation coverage"), as a back end with content from before the
 * rule would.
 */
import type { ResourceDefinition } from '../../resources/definition';
import type { Language } from '../../resources/languages';
import { schemasOf } from '../../resources/schema';
import { createItems } from '../items';
import type { Queryable } from '../db/database';

/** A text of a seed item left untranslated after its check, as content from before the rule may be. */
export interface UntranslatedText {
  index: number;
  source: string;
  language: Language;
}

export async function insertValidItems(
  db: Queryable,
  definition: ResourceDefinition,
  items: Record<string, unknown>[],
  untranslated: readonly UntranslatedText[] = [],
): Promise<string[]> {
  const { write } = schemasOf(definition);
  const values = items.map((item, index) => {
    const result = write.safeParse(item);
    if (!result.success) {
      throw new Error(`Generated ${definition.name} item ${index} is invalid: ${JSON.stringify(result.error.issues)}`);
    }
    return result.data;
  });
  for (const { index, source, language } of untranslated) {
    const text = values[index][source] as Record<string, string>;
    values[index] = { ...values[index], [source]: { ...text, [language]: '' } };
  }
  return createItems(db, definition, values);
}
