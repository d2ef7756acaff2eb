/**
 * What both areas give react-admin (the sign-in area's `AdminContext` and the main area's `<Admin>`):
 * the same session, data, catalogue, query cache, store and themes, so that moving from one area to
 * the other keeps them.
 */
import type { AreaProps } from './AppShell';
import { i18nProvider } from './i18n/i18nProvider';
import { darkTheme, lightTheme } from './theme/themes';

export const areaContext = ({ providers, queryClient, store }: AreaProps) => ({
  authProvider: providers.authProvider,
  dataProvider: providers.dataProvider,
  i18nProvider,
  queryClient,
  store,
  theme: lightTheme,
  darkTheme,
});
