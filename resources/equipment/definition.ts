import { defineResource } from '../definition';

export const equipment = defineResource({
  name: 'equipment',
  endpoint: 'equipment',
  label: { one: 'Equipment', other: 'Equipment' },
  admin: { icon: 'fitnessCenter' },
  recordRepresentation: 'name',
  fields: [
    { source: 'name', label: 'Name', kind: 'translatable' },
    { source: 'description', label: 'Description', kind: 'translatable', multiline: true },
    { source: 'icon', label: 'Icon', kind: 'media', accept: 'image', writeSource: 'iconId', nullable: true },
    { source: 'link', label: 'Link', kind: 'text', format: 'httpsUrl', nullable: true },
    { source: 'createdAt', label: 'Created', kind: 'date', readOnly: true },
  ],
  list: {
    columns: ['icon', 'name', 'link', 'createdAt'],
    sortable: ['name', 'createdAt'],
    defaultSort: { field: 'name', order: 'ASC' },
    pagination: 'cursor',
  },
  search: ['name', 'description'],
  filters: [],
  deleteIsIrreversibleWarning: true,
});
