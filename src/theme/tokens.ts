/**
 * The design tokens every screen is drawn with: spacing, type scale, corner radius, elevation and
 * the focus ring. The two colour schemes (themes.ts) read them; components read them through the
 * theme (`theme.spacing`, `theme.shape`, `theme.typography`), never as literals of their own.
 */
export const tokens = {
  /** One spacing unit in px: `theme.spacing(2)` is 16 px. */
  spacing: 8,
  /** Corner radius of controls and cards, px. */
  radius: 8,
  /** Type scale: the screen's title, a section's heading, body text and small print, in rem. */
  type: {
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    pageTitle: { fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.3 },
    sectionTitle: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.5 },
    body: { fontSize: '0.875rem', lineHeight: 1.5 },
    small: { fontSize: '0.75rem', lineHeight: 1.4 },
  },
  /** Elevation: surfaces sit flat on a hairline border; only menus and dialogs float. */
  elevation: { surface: 0, floating: 8 },
  /** Readable width of a form, px: inputs sized to their content, not to the screen. */
  formWidth: 760,
  /**
   * Height of the app bar, always shown, px: react-admin's regular toolbar on a phone, its dense one
   * above. What sticks to the top of the window (a list's header) sticks under it.
   */
  appBarHeight: { xs: 56, sm: 48 },
  /** Height of a list row, px: equal whatever its cells hold (a thumbnail fits its slot). */
  rowHeight: 52,
  /** Side of a thumbnail's slot in a list row, px. */
  thumbnail: 40,
  /**
   * The focus ring (WCAG 2.2 focus appearance): 2 px solid, off the control so it meets the
   * surface around it, in a colour of at least 3:1 against that surface in both schemes.
   */
  focusRing: { width: 2, offset: 2 },
} as const;
