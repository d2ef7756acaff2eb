import { defineResource } from '../definition';

export const authors = defineResource({
  name: 'authors',
  endpoint: 'authors',
  label: { one: 'Author', other: 'Authors' },
  admin: { icon: 'person' },
  // People by their full name, `Ada Lovelace`.
  recordRepresentation: ['firstName', 'lastName'],
  fields: [
    { source: 'firstName', label: 'First name', kind: 'text' },
    { source: 'lastName', label: 'Last name', kind: 'text' },
    { source: 'authorPicture', label: 'Picture', kind: 'media', accept: 'image', writeSource: 'authorPictureId', nullable: true },
  ],
  list: {
    columns: ['authorPicture', 'firstName', 'lastName'],
    sortable: ['firstName', 'lastName'],
    defaultSort: { field: 'lastName', order: 'ASC' },
    pagination: 'cursor',
  },
  search: ['firstName', 'lastName'],
  filters: [],
  deleteIsIrreversibleWarning: true,
});
