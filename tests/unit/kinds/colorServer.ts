/** The storage of the proof's colour kind (see color.ts): a text column, read and exported as stored. */
import type { ServerKindModule } from '../../../server/kinds';
import { storedDefaults } from '../../../server/kinds/kind';
import type { ColorField } from './color';

export const colorServer: ServerKindModule<ColorField> = {
  ...storedDefaults,
  sqlType: 'text',
  examples: { valid: () => '#c8102e', invalid: () => ['red'] },
};
