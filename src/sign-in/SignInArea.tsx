import { CssBaseline } from '@mui/material';
import { AdminContext } from 'react-admin';
import { Route, Routes } from 'react-router';
import { ShellNotification } from '../notifications/ShellNotification';
import { signInRoutes } from '../routes/routeTable';
import { areaContext } from '../areaContext';
import type { AreaProps } from '../AppShell';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';

/**
 * The sign-in area on its own: react-admin's contexts (session, catalogue, themes, store,
 * notifications) without its main-area interface, so these screens load none of the content
 * views, forms, lists or menus.
 */
export default function SignInArea(props: AreaProps) {
  return (
    <AdminContext {...areaContext(props)}>
      <CssBaseline enableColorScheme>
        <Routes>
          <Route path={signInRoutes.login.path} element={<LoginPage />} />
          <Route path={signInRoutes.forgotPassword.path} element={<ForgotPasswordPage />} />
          <Route path={signInRoutes.resetPassword.path} element={<ResetPasswordPage />} />
        </Routes>
        <ShellNotification />
      </CssBaseline>
    </AdminContext>
  );
}
