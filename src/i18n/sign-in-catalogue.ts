/**
 * The part of the catalogue the sign-in area speaks: the validation messages of docs/spec.md §5,
 * the sign-in screens' titles and the shell's own texts. It names no resource definition and none
 * of react-admin's texts (the sign-in screens use none), so the sign-in screen paints before they
 * load; the whole catalogue (catalogue.ts) is this and the rest.
 */
import { validationMessages } from '../../resources/validation-messages';
import { shellMessages } from './shell-messages';

/** The sign-in screens' titles, by route name (routes/signInRoutes.ts). */
export const signInTitles: Record<string, string> = {
  login: 'Sign in',
  'forgot-password': 'Forgot password',
  'reset-password': 'Reset password',
};

export const signInCatalogue = {
  // Flat `validation.*` keys: polyglot looks a dotted key up as it is.
  ...validationMessages,
  titles: signInTitles,
  ...shellMessages,
};
