/**
 * Takes no room on screen and is still read out (MUI's visually-hidden pattern). Its parent must
 * be positioned inside a box that scrolls, or the text widens the page.
 */
export const readOutOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
