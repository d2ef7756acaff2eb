/**
 * The layout every form shares: a readable width (at most `tokens.formWidth`), on a phone the full
 * width of the screen. Inside it the fields stand on a grid, each as wide as its kind says (FormFields).
 */
import { CreateClasses, EditClasses, ToolbarClasses } from 'react-admin';
import { tokens } from './tokens';

export const readableForm = {
  maxWidth: tokens.formWidth,
  width: '100%',
  boxSizing: 'border-box',
} as const;

/** The save bar stays at the bottom of the screen while a long form scrolls under it. */
export const stickySaveBar = { position: 'sticky', bottom: 0, zIndex: 3 } as const;

/**
 * The create and edit screens' card lets the save bar stick: MUI's Card clips what overflows it,
 * which makes it the box the bar sticks in, and the card never scrolls. Its rounded corners are
 * the save bar's to keep.
 */
export const formCard = {
  // A flex item no wider than the screen: its steps and language tabs scroll in their own rows.
  [`& .${EditClasses.card}, & .${CreateClasses.card}`]: { overflow: 'visible', minWidth: 0 },
  [`& .${ToolbarClasses.desktopToolbar}`]: { borderBottomLeftRadius: tokens.radius, borderBottomRightRadius: tokens.radius },
} as const;
