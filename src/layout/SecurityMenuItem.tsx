import { forwardRef } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import SecurityIcon from '@mui/icons-material/Security';
import { useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router';
import { shellRoutes } from '../routes/routeTable';

/** The profile menu's way to the account's devices, two-step sign-in and security log. */
export const SecurityMenuItem = forwardRef<HTMLAnchorElement>(function SecurityMenuItem(props, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={shellRoutes.security.path} ref={ref} onClick={() => userMenu?.onClose()} {...props}>
      <ListItemIcon>
        <SecurityIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('security.menu')}</ListItemText>
    </MenuItem>
  );
});
