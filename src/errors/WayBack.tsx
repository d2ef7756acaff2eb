import { Button, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HomeIcon from '@mui/icons-material/Home';
import LoginIcon from '@mui/icons-material/Login';
import { Link, useNavigate } from 'react-router';
import { useLogout, useTranslate } from 'react-admin';

/**
 * The ways out of an error or loading page: back where the user came from when there is such a
 * place, and to the start; `signIn` offers a fresh sign-in instead of the start.
 */
export function WayBack({ signIn = false }: { signIn?: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  // The first entry of the tab's history has no page before it in this admin.
  const canGoBack = window.history.length > 1;
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 3, flexWrap: 'wrap' }}>
      {canGoBack && (
        <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)}>
          {translate('shell.errors.goBack')}
        </Button>
      )}
      {signIn ? (
        <Button variant="contained" startIcon={<LoginIcon />} onClick={() => logout()}>
          {translate('shell.errors.signIn')}
        </Button>
      ) : (
        <Button variant="contained" startIcon={<HomeIcon />} component={Link} to="/">
          {translate('shell.errors.goHome')}
        </Button>
      )}
    </Stack>
  );
}
