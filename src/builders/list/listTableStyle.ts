/**
 * The list table's one style sheet: every row, cell, checkbox and link of the body drawn as MUI
 * draws its table row, small table cell and checkbox, written once for the table. The body's rows
 * are plain elements carrying these classes (ListRow, ListColumn), because a styled component per
 * row, cell and checkbox serialises its styles again at every render, and rows are what a list
 * renders most, at every page that arrives (docs/performance.md, "Long tasks").
 */
import type { Theme } from '@mui/material';
import { BulkActionsToolbarClasses, DataTableClasses } from 'react-admin';
import { tokens } from '../../theme/tokens';
import { scrollingAttribute } from './useHoverRestsWhileScrolling';

/** The classes of the plain elements in a list's body, styled by `listTableStyle`. */
export const listBodyClasses = {
  /** A row's first cell, holding its selection checkbox. */
  checkboxCell: 'PitchsideList-checkboxCell',
  /** The checkbox's box: the icon, with the native input over it (invisible, but what is clicked and focused). */
  checkbox: 'PitchsideList-checkbox',
  /** A row's translation coverage, `data-missing` when languages are missing. */
  coverage: 'PitchsideList-coverage',
  /** A row's second line on a phone (PhoneRowCard). */
  phoneDetails: 'PitchsideList-phoneDetails',
} as const;

/** A row's line, as MUI's TableCell draws it: the divider without its alpha, lightened (or darkened) to the same tone. */
const rowDivider = (theme: Theme) =>
  `1px solid ${
    theme.palette.mode === 'light'
      ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)
      : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)
  }`;

/** A body cell as MUI's small table cell draws it (its typography, colour and divider). */
const bodyCellStyle = (theme: Theme) => ({
  ...theme.typography.body2,
  color: theme.palette.text.primary,
  textAlign: 'left',
  verticalAlign: 'inherit',
  borderBottom: rowDivider(theme),
});

/** `selector` under the pointer, in a body at rest: no hover look changes while the window scrolls (useHoverRestsWhileScrolling). */
const hoveredAtRest = (selector: string) => `& tbody:not([${scrollingAttribute}]) ${selector}:hover`;

/** The selection checkbox as MUI's Checkbox draws it in a small table cell: a 24 px icon, no padding, a round hover (below). */
const checkboxStyle = (theme: Theme) => ({
  position: 'relative',
  display: 'inline-flex',
  verticalAlign: 'middle',
  borderRadius: '50%',
  color: theme.palette.text.secondary,
  '& svg': { flexShrink: 0 },
  '& input': { position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, padding: 0, opacity: 0, cursor: 'inherit' },
  '&:has(input:checked)': { color: theme.palette.primary.main },
  // The focus ring every control shows by keyboard (themes.ts), on the box: the input is invisible.
  '&:has(input:focus-visible)': {
    outline: `${tokens.focusRing.width}px solid ${theme.palette.primary.main}`,
    outlineOffset: tokens.focusRing.offset,
  },
});

/**
 * One style for every row, set once on the table (a style per row costs at every row's render):
 * a click opens the item; rows of one height, a cell's overflow cut with an ellipsis; the name's
 * link as the row's strong text, underlined only under the pointer; the header kept in view; on a
 * narrow screen the table scrolls inside its box rather than widening the page. What the pointer
 * hovers is highlighted only while the window does not scroll (`hoveredAtRest`).
 */
export const listTableStyle = {
  [`& .${DataTableClasses.row}`]: {
    cursor: 'pointer',
    color: 'inherit',
    verticalAlign: 'middle',
    outline: 0,
    // An item that could not be read and came without an id of its own opens nothing (ListRow).
    '&[data-unreadable="closed"]': { cursor: 'default' },
    // Changed by someone else in the last minute (docs/live.md, "Lists"): a bar on its leading edge.
    '&[data-live-changed] > td:first-of-type': (theme: Theme) => ({ boxShadow: `inset 3px 0 0 ${theme.palette.info.main}` }),
  },
  [hoveredAtRest(`.${DataTableClasses.row}:not([data-unreadable="closed"])`)]: { bgcolor: 'action.hover' },
  [`& td.${DataTableClasses.rowCell}, & td.${listBodyClasses.checkboxCell}`]: bodyCellStyle,
  [`& td.${listBodyClasses.checkboxCell}`]: { width: 24, padding: '0 8px' },
  [`& .${listBodyClasses.checkbox}`]: checkboxStyle,
  [hoveredAtRest(`.${listBodyClasses.checkbox}`)]: (theme: Theme) => ({
    backgroundColor: theme.alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
  }),
  // A phone's rows are cards of two lines (PhoneRowCard), as wide as the screen.
  [`& .${DataTableClasses.rowCell}`]: {
    height: { xs: 'auto', sm: tokens.rowHeight },
    py: { xs: 1.25, sm: 0.5 },
    px: 1,
    maxWidth: { xs: 'none', sm: 240 },
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  [`& .${DataTableClasses.rowCell} a`]: {
    color: 'text.primary',
    fontWeight: 600,
    textDecoration: 'none',
  },
  [hoveredAtRest(`.${DataTableClasses.rowCell} a`)]: { textDecoration: 'underline' },
  // On a phone a row is a card of two lines: its name, then a few of its values in small print.
  [`& .${listBodyClasses.phoneDetails}`]: {
    display: 'block',
    mt: 0.25,
    typography: 'caption',
    color: 'text.secondary',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  // The count in the text's colour and bold where languages are missing, else muted.
  [`& .${listBodyClasses.coverage}`]: {
    position: 'relative',
    fontVariantNumeric: 'tabular-nums',
    color: 'text.secondary',
    '&[data-missing]': { color: 'text.primary', fontWeight: 600 },
  },
  // Half MUI's side padding, so that ten columns and their gaps fit a desktop screen. The header
  // sticks under the app bar where the page scrolls; below md the list scrolls in its own box
  // (ResourceList's listStyle), where an offset meant for the page would hide the first row.
  [`& .${DataTableClasses.headerCell}`]: {
    position: { xs: 'static', md: 'sticky' },
    top: tokens.appBarHeight,
    zIndex: 2,
    bgcolor: 'background.paper',
    px: 1,
  },
  // The bulk bar never widens the page: on a narrow screen its buttons scroll inside it.
  // On the bar's tinted background the error colour's darker shade keeps a 4.5:1 contrast.
  [`& .${BulkActionsToolbarClasses.toolbar}`]: { minWidth: 0, '& .MuiButton-textError': { color: 'error.dark' } },
  [`& .${BulkActionsToolbarClasses.topToolbar}`]: { minWidth: 0, overflowX: 'auto' },
};
