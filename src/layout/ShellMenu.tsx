import { Menu } from 'react-admin';
import DownloadIcon from '@mui/icons-material/Download';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { shellRoutes } from '../routes/routeTable';

/** An entry with its icon for every screen of docs/spec.md §1: the resources (exercise library first), export and account deletion. */
export function ShellMenu() {
  return (
    <Menu>
      <Menu.ResourceItems />
      <Menu.Item to={shellRoutes.export.path} primaryText="shell.menu.export" leftIcon={<DownloadIcon />} />
      <Menu.Item to={shellRoutes.accountDeletion.path} primaryText="shell.menu.accountDeletion" leftIcon={<PersonRemoveIcon />} />
    </Menu>
  );
}
