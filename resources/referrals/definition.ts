import { countries } from '../countries';
import { defineResource } from '../definition';

export const referrals = defineResource({
  name: 'referrals',
  endpoint: 'referrals',
  label: { one: 'Referral', other: 'Referrals' },
  // The form asks before saving (docs/spec.md §2); the list is loaded fresh when the user comes back (docs/spec.md §4).
  admin: { icon: 'handshake', confirmSave: true, dropListDataOnLeave: true },
  recordRepresentation: 'name',
  fields: [
    { source: 'name', label: 'Name', kind: 'translatable' },
    { source: 'description', label: 'Description', kind: 'translatable', multiline: true },
    { source: 'link', label: 'Link', kind: 'text', format: 'url' },
    { source: 'equipment', label: 'Equipment', kind: 'reference', reference: 'equipment', writeSource: 'equipmentId', nullable: true },
    { source: 'country', label: 'Country', kind: 'select', choices: countries, namedBy: 'region', nullable: true },
    {
      source: 'parent',
      label: 'Parent',
      kind: 'reference',
      reference: 'referrals',
      writeSource: 'parentId',
      nullable: true,
      embed: ['id', 'name'],
    },
    {
      source: 'children',
      label: 'Children',
      kind: 'children',
      reference: 'referrals',
      inverse: 'parent',
      embed: ['id', 'name', 'description', 'country'],
      readOnly: true,
    },
    { source: 'image', label: 'Image', kind: 'media', accept: 'image', writeSource: 'imageId', nullable: true },
  ],
  list: {
    columns: ['image', 'name', 'link', 'country', 'parent'],
    sortable: ['name', 'country'],
    defaultSort: { field: 'name', order: 'ASC' },
    pagination: 'cursor',
  },
  search: ['name', 'description'],
  filters: [{ param: 'country', label: 'Country', kind: 'equals', source: 'country' }],
  // Spec §8: the referral's delete confirmation has no "cannot be undone" sentence.
  deleteIsIrreversibleWarning: false,
});
