/** How every toast behaves (docs/spec.md §4, §9), the main area's and the sign-in area's alike. */

/** Spec §9: each toast stays 5 seconds. */
export const toastDurationMs = 5000;

/** Spec §4: at the bottom centre. */
export const toastAnchor = { vertical: 'bottom', horizontal: 'center' } as const;

/** A click elsewhere on the page does not cut a toast short (MUI closes it by default); Escape still does. */
export const keepOpenOnClickAway = (event: MouseEvent | TouchEvent) => {
  (event as (MouseEvent | TouchEvent) & { defaultMuiPrevented?: boolean }).defaultMuiPrevented = true;
};
