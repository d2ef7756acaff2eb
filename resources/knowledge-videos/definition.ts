import { defineResource } from '../definition';

/**
 * Knowledge-video categories. The product's two readings disagree; the values on the wire are the
 * API's enumeration spelling (lifestyle, nutrition, tactic, pro_life, stress_management,
 * training_explained) plus `sleep`, which only the form's reading has. The display names are the
 * form's. Another spelling of the same words (`pro life`) is read as that choice and kept as it came.
 */
export const knowledgeVideoCategories = [
  { id: 'lifestyle', name: 'Lifestyle' },
  { id: 'nutrition', name: 'Nutrition' },
  { id: 'pro_life', name: 'Pro life' },
  { id: 'sleep', name: 'Sleep' },
  { id: 'stress_management', name: 'Stress management' },
  { id: 'tactic', name: 'Tactic' },
  { id: 'training_explained', name: 'Training explained' },
] as const;

export const knowledgeVideos = defineResource({
  name: 'knowledge-videos',
  endpoint: 'knowledge_videos',
  label: { one: 'Knowledge video', other: 'Knowledge videos' },
  admin: { icon: 'video' },
  recordRepresentation: 'title',
  fields: [
    { source: 'title', label: 'Title', kind: 'translatable' },
    { source: 'description', label: 'Description', kind: 'translatable', multiline: true },
    { source: 'category', label: 'Category', kind: 'select', choices: knowledgeVideoCategories, displaySource: 'categoryName' },
    { source: 'premium', label: 'Premium', kind: 'boolean' },
    {
      source: 'author',
      label: 'Author',
      kind: 'reference',
      reference: 'authors',
      writeSource: 'authorId',
      nullable: true,
      embed: ['id', 'firstName', 'lastName', 'authorPicture'],
    },
    { source: 'knowledgeVideo', label: 'Video', kind: 'media', accept: 'video', writeSource: 'knowledgeVideoId' },
    { source: 'thumbnail', label: 'Thumbnail', kind: 'media', accept: 'image', writeSource: 'thumbnailId' },
    { source: 'createdAt', label: 'Created', kind: 'date', readOnly: true },
  ],
  list: {
    columns: ['thumbnail', 'title', 'category', 'author', 'premium', 'createdAt'],
    sortable: ['title', 'category', 'createdAt'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    pagination: 'cursor',
  },
  search: ['title', 'description'],
  filters: [{ param: 'category', label: 'Category', kind: 'equals', source: 'category' }],
  deleteIsIrreversibleWarning: true,
  bulkUpdatable: ['premium'],
});
