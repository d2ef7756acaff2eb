/**
 * Inserting generated items through the store, each first checked against its resource's write
 * schema, so that seed content cannot drift from the definitions: a generated item the API would
 * refuse stops the seed with the reason instead of reaching the database.
 */
import type { ResourceDefinition } from '../../resources/definition';
import { schemasOf } from '../../resources/schema';
import { createItems } from '../content/store';
import type { Queryable } from '../db/database';

export async function insertValidItems(
  db: Queryable,
  definition: ResourceDefinition,
  items: Record<string, unknown>[],
): Promise<string[]> {
  const { write } = schemasOf(definition);
  const values = items.map((item, index) => {
    const result = write.safeParse(item);
    if (!result.success) {
      throw new Error(`Generated ${definition.name} item ${index} is invalid: ${JSON.stringify(result.error.issues)}`);
    }
    return result.data;
  });
  return createItems(db, definition, values);
}
