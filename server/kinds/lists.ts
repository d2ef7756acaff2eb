/** What the kinds stored as a list (an SQL array) share: their index, their CSV cell, their `has` filter. */

/** Lists (choices, ids) are one CSV cell, their items joined with this (the import splits them, `csvListItems`). */
export { csvListSeparator } from '../../resources/kinds/kind';
import { csvListSeparator } from '../../resources/kinds/kind';

/** SQL text: a list column's items joined into one cell. */
export const joinedListSql = (column: string) => `array_to_string(${column}::text[], '${csvListSeparator}')`;

/** A list's index: a filter finds the rows whose list holds an item, a delete the lists that hold an id. */
export const listIndex = (column: string) => `using gin (${column})`;

/** A list has a value when it has an item. */
export const listHasValueSql = (column: string) => `cardinality(${column}) > 0`;
