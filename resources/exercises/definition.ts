import { defineResource } from '../definition';

/**
 * The 18 exercise categories, each `id` spelled on the wire exactly as the product's specification
 * writes it (spaces and hyphens included). `formerIds` are spellings this server once stored; the
 * migration rewrites them.
 */
export const exerciseCategories = [
  { id: 'push', name: 'Push' },
  { id: 'pull', name: 'Pull' },
  { id: 'strength', name: 'Strength' },
  { id: 'strength power', formerIds: ['strength_power'], name: 'Strength power' },
  { id: 'full-body', formerIds: ['full_body'], name: 'Full-body' },
  { id: 'full-body power', formerIds: ['full_body_power'], name: 'Full-body power' },
  { id: 'hiit', name: 'HIIT' },
  { id: 'plyometric', name: 'Plyometric' },
  { id: 'agility', name: 'Agility' },
  { id: 'mobility', name: 'Mobility' },
  { id: 'eccentric', name: 'Eccentric' },
  { id: 'cool-down', formerIds: ['cool_down'], name: 'Cool-down' },
  { id: 'injury-prevention', formerIds: ['injury_prevention'], name: 'Injury prevention' },
  { id: 'warm-up', formerIds: ['warm_up'], name: 'Warm-up' },
  { id: 'running', name: 'Running' },
  { id: 'rest', name: 'Rest' },
  { id: 'alternative', name: 'Alternative' },
  { id: 'recovery', name: 'Recovery' },
] as const;

/** Difficulty (docs/spec.md §3), easiest first: sorting by level follows this order. */
export const difficulties = [
  { id: 'easy', name: 'Easy' },
  { id: 'moderate', name: 'Moderate' },
  { id: 'hard', name: 'Hard' },
] as const;

/** The lift a one-repetition-maximum load refers to (docs/spec.md §3 "Lift type"). */
export const liftTypes = [
  { id: 'bench', name: 'Bench' },
  { id: 'deadlift', name: 'Deadlift' },
  { id: 'squat', name: 'Squat' },
] as const;

export const exercises = defineResource({
  name: 'exercises',
  endpoint: 'exercises',
  label: { one: 'Exercise', other: 'Exercises' },
  admin: { icon: 'sportsSoccer' },
  recordRepresentation: 'name',
  fields: [
    { source: 'name', label: 'Name', kind: 'translatable' },
    { source: 'description', label: 'Description', kind: 'translatable', multiline: true },
    { source: 'types', label: 'Types', kind: 'multiSelect', choices: exerciseCategories, minItems: 1 },
    { source: 'level', label: 'Level', kind: 'select', choices: difficulties, nullable: true },
    { source: 'reps', label: 'Reps', kind: 'number', integer: true, min: 1, nullable: true },
    { source: 'duration', label: 'Duration', kind: 'number', integer: true, min: 1, nullable: true, unit: 'seconds per repetition' },
    { source: 'rmType', label: 'RM type', kind: 'select', choices: liftTypes, nullable: true },
    { source: 'rmLoad', label: 'RM load', kind: 'number', min: 0, max: 100, nullable: true, unit: '%' },
    { source: 'premium', label: 'Premium', kind: 'boolean' },
    { source: 'gymAccessRequired', label: 'Gym access required', kind: 'boolean' },
    { source: 'repsLeftRight', label: 'Reps left/right', kind: 'boolean' },
    { source: 'repsLeftRightAlternating', label: 'Reps left/right alternating', kind: 'boolean' },
    { source: 'video', label: 'Video', kind: 'media', accept: 'video', writeSource: 'videoId', nullable: true },
    { source: 'thumbnail', label: 'Thumbnail', kind: 'media', accept: 'image', writeSource: 'thumbnailId', nullable: true },
    { source: 'image', label: 'Image', kind: 'media', accept: 'image', writeSource: 'imageId', nullable: true },
    { source: 'equipment', label: 'Equipment', kind: 'referenceList', reference: 'equipment', writeSource: 'equipmentIds' },
    { source: 'injuries', label: 'Injuries', kind: 'referenceList', reference: 'injuries', writeSource: 'injuryIds' },
    { source: 'createdAt', label: 'Created', kind: 'date', readOnly: true },
  ],
  list: {
    columns: ['name', 'types', 'level', 'reps', 'duration', 'premium', 'gymAccessRequired', 'video', 'thumbnail'],
    sortable: ['name', 'createdAt', 'level', 'reps', 'duration'],
    defaultSort: { field: 'name', order: 'ASC' },
    pagination: 'pages',
  },
  search: ['name', 'description'],
  filters: [
    { param: 'type', label: 'Type', kind: 'includes', source: 'types' },
    { param: 'equipment', label: 'Equipment', kind: 'references', source: 'equipment' },
    { param: 'video', label: 'Has video', kind: 'has', source: 'video' },
    { param: 'thumbnail', label: 'Has thumbnail', kind: 'has', source: 'thumbnail' },
  ],
  deleteIsIrreversibleWarning: true,
  bulkUpdatable: ['premium', 'gymAccessRequired'],
  // Spec §2 "Exercise multi-step flow", in this order.
  form: {
    steps: [
      {
        name: 'details',
        label: 'Details',
        sources: [
          'name',
          'description',
          'types',
          'level',
          'reps',
          'duration',
          'rmType',
          'rmLoad',
          'premium',
          'gymAccessRequired',
          'repsLeftRight',
          'repsLeftRightAlternating',
        ],
      },
      { name: 'video', label: 'Video', sources: ['video', 'thumbnail', 'image'] },
      { name: 'equipment', label: 'Equipment', sources: ['equipment'] },
      { name: 'injuries', label: 'Injuries', sources: ['injuries'] },
    ],
  },
});
