import { defineResource } from '../definition';

export const injuries = defineResource({
  name: 'injuries',
  endpoint: 'injuries',
  label: { one: 'Injury', other: 'Injuries' },
  admin: { icon: 'healing' },
  recordRepresentation: 'name',
  fields: [
    { source: 'name', label: 'Name', kind: 'translatable' },
    { source: 'createdAt', label: 'Created', kind: 'date', readOnly: true },
  ],
  list: {
    columns: ['name', 'createdAt'],
    sortable: ['name', 'createdAt'],
    defaultSort: { field: 'name', order: 'ASC' },
    pagination: 'cursor',
  },
  search: ['name'],
  filters: [],
  deleteIsIrreversibleWarning: true,
});
