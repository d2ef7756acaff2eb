/**
 * The layout every form shares: a readable width (one column, at most `tokens.formWidth`), an input
 * as wide as its content needs (a number box is not as wide as the form), and on a phone the full
 * width of the screen.
 */
import { tokens } from './tokens';

export const readableForm = {
  maxWidth: tokens.formWidth,
  width: '100%',
  boxSizing: 'border-box',
  '& .MuiFormControl-root:has(input[type=number])': { maxWidth: 360 },
  '& .MuiFormControl-root:has(input[type=date]), & .MuiFormControl-root:has(input[type=datetime-local])': { maxWidth: 280 },
} as const;

/** The save bar stays at the bottom of the screen while a long form scrolls under it. */
export const stickySaveBar = { position: 'sticky', bottom: 0, zIndex: 3 } as const;
