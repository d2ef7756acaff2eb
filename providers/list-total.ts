/**
 * A list's total may be the server's estimate (docs/api.md "Pages": `meta.total_exact: false`,
 * past the bound up to which it counts). getList says so in its result's `meta`, which react-admin
 * hands to the list's context, so that the admin can say "about" rather than show a guess as a count.
 */
export const estimatedTotalMeta = { totalIsEstimate: true } as const;

/** Whether a getList result's `meta` marks its total as an estimate. */
export const isEstimatedTotal = (meta: unknown): boolean =>
  typeof meta === 'object' && meta !== null && (meta as { totalIsEstimate?: unknown }).totalIsEstimate === true;
