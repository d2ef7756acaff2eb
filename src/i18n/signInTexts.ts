/**
 * The part of a language's catalogue the sign-in area speaks: the validation messages of
 * docs/spec.md §5, the screens' titles and the shell's own texts. Each language's part is a small
 * script of its own (build/sign-in-texts.ts), so that the sign-in screen paints before the rest of
 * its catalogue, react-admin's texts and the resource definitions load (bench/bundle-budget.ts).
 */
import type { Catalogue } from '../../locales/en';

export const signInAreas = ['locale', 'validation', 'titles', 'shell'] as const;

export type SignInTexts = Pick<Catalogue, (typeof signInAreas)[number]>;
