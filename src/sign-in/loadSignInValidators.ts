/** The sign-in validators' code, fetched once: when the browser is idle after the first paint, or at the first submit. */
let loading: Promise<typeof import('./signInValidators')> | undefined;

export const loadSignInValidators = () => {
  loading ??= import('./signInValidators').catch((error: unknown) => {
    // A failed load is tried again next time rather than remembered.
    loading = undefined;
    throw error;
  });
  return loading;
};
