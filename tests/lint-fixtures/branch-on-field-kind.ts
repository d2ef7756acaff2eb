import type { FieldDefinition } from '../../resources/definition';

export const shown = (field: FieldDefinition) => (field.kind === 'translatable' ? 'six languages' : 'one value');

export const written = (field: FieldDefinition) => ('writeSource' in field ? field.writeSource : field.source);
