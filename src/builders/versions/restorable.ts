/**
 * Whether deleting these items can be undone: the definition keeps history and the API versions
 * its items, as the reference server does (a stock back end gives neither, and its deletes are
 * final). What a delete confirmation says, and whether Recently deleted is offered, follow it.
 */
import { keepsHistory, type ResourceDefinition } from '../../../resources/definition';
import { versionOf } from '../../../providers/versions';

export const restorableOnDelete = (definition: ResourceDefinition, records: readonly unknown[]): boolean =>
  keepsHistory(definition) && records.some((record) => versionOf(record) !== undefined);
