/**
 * The layout every form shares: a readable width (at most `tokens.formWidth`), on a phone the full
 * width of the screen. Inside it the fields stand on a grid, each as wide as its kind says (FormFields).
 */
import { tokens } from './tokens';

export const readableForm = {
  maxWidth: tokens.formWidth,
  width: '100%',
  boxSizing: 'border-box',
} as const;

/** The save bar stays at the bottom of the screen while a long form scrolls under it. */
export const stickySaveBar = { position: 'sticky', bottom: 0, zIndex: 3 } as const;
