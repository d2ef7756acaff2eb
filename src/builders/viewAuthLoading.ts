/**
 * What a built screen shows while react-admin says its sign-in or access check is pending:
 * nothing of its own; the screen shows. react-admin reads that "pending" from its query cache
 * without following it (`useIsAuthPending`), so a check left pending there, as a check cancelled
 * when the screen before was left mid-way is, kept a screen on its loading indicator for good:
 * `/equipment/create` after the equipment list, in a clean-clone e2e run. The admin's own checks
 * are no longer than a read of the signed-in user, which the whole admin waits for once before its
 * first screen (`requireAuth`, App.tsx), and the server refuses what a user may not do.
 */
export const viewAuthLoading = false;
