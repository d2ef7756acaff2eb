/**
 * A resource that exists only in the tests, with a field of every kind, so each input and column
 * is tested as any definition would use it.
 */
import { countries } from '../../../resources/countries';
import { defineResource } from '../../../resources/definition';

export const gadgets = defineResource({
  name: 'gadgets',
  endpoint: 'gadgets',
  label: { one: 'Gadget', other: 'Gadgets' },
  recordRepresentation: 'title',
  fields: [
    { source: 'title', label: 'Title', kind: 'translatable' },
    { source: 'summary', label: 'Summary', kind: 'translatable', multiline: true },
    { source: 'code', label: 'Code', kind: 'text' },
    { source: 'shopLink', label: 'Shop link', kind: 'text', format: 'httpsUrl', nullable: true },
    { source: 'weight', label: 'Weight', kind: 'number', integer: true, min: 1, max: 50, unit: 'kilograms', nullable: true },
    { source: 'featured', label: 'Featured', kind: 'boolean' },
    {
      source: 'size',
      label: 'Size',
      kind: 'select',
      choices: [
        { id: 'small', name: 'Small' },
        { id: 'large', name: 'Large' },
      ],
    },
    { source: 'country', label: 'Country', kind: 'select', choices: countries, nullable: true },
    {
      source: 'tags',
      label: 'Tags',
      kind: 'multiSelect',
      choices: [
        { id: 'indoor', name: 'Indoor' },
        { id: 'outdoor', name: 'Outdoor' },
      ],
      minItems: 1,
    },
    { source: 'designer', label: 'Designer', kind: 'reference', reference: 'authors', writeSource: 'designerId', nullable: true },
    { source: 'parts', label: 'Parts', kind: 'referenceList', reference: 'equipment', writeSource: 'partIds' },
    { source: 'photo', label: 'Photo', kind: 'media', accept: 'image', writeSource: 'photoId' },
    { source: 'clip', label: 'Clip', kind: 'media', accept: 'video', writeSource: 'clipId', nullable: true },
    { source: 'createdAt', label: 'Created', kind: 'date', readOnly: true },
  ],
  list: {
    columns: ['photo', 'title', 'size', 'country', 'tags', 'designer', 'featured', 'createdAt'],
    sortable: ['title', 'createdAt'],
    defaultSort: { field: 'title', order: 'ASC' },
    pagination: 'cursor',
  },
  search: ['title', 'code'],
  filters: [{ param: 'size', label: 'Size', kind: 'equals', source: 'size' }],
  deleteIsIrreversibleWarning: true,
});
