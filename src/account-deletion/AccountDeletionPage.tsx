import { Button, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';

/**
 * The account-deletion screen at `/account-deletion`, outside the main layout (spec §2), for any
 * signed-in user: it says who is signed in; the deletion itself is issue 7's.
 */
export function AccountDeletionPage() {
  const translate = useTranslate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  return (
    <section aria-labelledby="account-deletion-title">
      <Typography id="account-deletion-title" variant="h4" component="h1" gutterBottom>
        {translate('titles.account-deletion-index')}
      </Typography>
      {identity && (
        <Typography sx={{ mb: 3 }}>
          {translate('shell.accountDeletion.signedInAs', { name: identity.fullName, email: identity.email })}
        </Typography>
      )}
      <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => logout()}>
        {translate('ra.auth.logout')}
      </Button>
    </section>
  );
}
