/**
 * A field kind the project does not have, declared for the proof that a kind is its modules: a
 * colour as `#rrggbb`. This is its data module; its name is the test's own, so that it never
 * clashes with a kind the project adds (a real `color`).
 */
import { z } from 'zod/mini';
import type { FieldBase } from '../../../resources/definition';
import { scalarDefaults, type FieldKindModule } from '../../../resources/kinds/kind';

export interface ColorField extends FieldBase {
  kind: 'testColor';
}

const hex = /^#[0-9a-f]{6}$/;

export const colorKind: FieldKindModule<ColorField> = {
  ...scalarDefaults,
  // Stored lower-case, so that a search or a filter finds `#FF0000` and `#ff0000` alike.
  writeSchema: () =>
    z.pipe(
      z.pipe(
        z.string({ error: 'validation.invalid' }),
        z.transform((value: string) => value.toLowerCase()),
      ),
      z.string().check(z.regex(hex, { error: 'validation.invalid' })),
    ),
  readSchema: () => z.string(),
  // A colour is found by its name without the hash: search words are letters and digits.
  searchTexts: (_field, value) => (typeof value === 'string' ? [value.slice(1)] : []),
};
