/**
 * The resource the migration tests change between starts: a name, the fields a test gives it and
 * the creation date; `more` replaces the rest of its definition where a test needs another.
 */
import { defineResource, type FieldDefinition, type ResourceDefinition } from '../../resources/definition';

type DefinitionInput = Parameters<typeof defineResource>[0];

export const kitSuppliers = (fields: readonly FieldDefinition[], more: Partial<DefinitionInput> = {}): ResourceDefinition =>
  defineResource({
    name: 'kit-suppliers',
    endpoint: 'kit_suppliers',
    label: { one: 'Kit supplier', other: 'Kit suppliers' },
    recordRepresentation: 'name',
    fields: [
      { source: 'name', label: 'Name', kind: 'text' },
      ...fields,
      { source: 'createdAt', label: 'Created', kind: 'date', readOnly: true },
    ],
    list: { columns: ['name'], sortable: ['name'], defaultSort: { field: 'name', order: 'ASC' }, pagination: 'pages' },
    search: ['name'],
    filters: [],
    deleteIsIrreversibleWarning: false,
    ...more,
  });
