import { Link as MuiLink } from '@mui/material';
import { Divider } from '@mui/material';
import { AppBar, Logout, TitlePortal, UserMenu } from 'react-admin';
import { SecurityMenuItem } from './SecurityMenuItem';
import { Link } from 'react-router';
import { BrandMark } from './BrandMark';
import { IdentityAvatar } from './IdentityAvatar';
import { LanguageMenuItems } from './LanguageMenuItems';

/**
 * The main layout's bar: the brand (a way to the landing screen), the screen's title, and the
 * signed-in user's name and avatar opening a menu with the interface language, the account's
 * devices and security, and sign-out. Always shown, so that what sticks under it (a list's header)
 * sticks at one place, neither behind it nor a gap below where it was. No theme switch: the theme
 * is the system's (docs/spec.md §1); no spinner: the top progress bar says when something loads.
 */
export function ShellAppBar() {
  return (
    <AppBar
      alwaysOn
      toolbar={<></>}
      userMenu={
        <UserMenu icon={<IdentityAvatar />}>
          <LanguageMenuItems />
          <Divider />
          <SecurityMenuItem />
          <Logout />
        </UserMenu>
      }
    >
      <MuiLink component={Link} to="/" color="inherit" underline="none" sx={{ display: { xs: 'none', sm: 'inline-flex' }, mr: 2 }}>
        <BrandMark size={28} />
      </MuiLink>
      <TitlePortal />
    </AppBar>
  );
}
