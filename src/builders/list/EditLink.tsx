/**
 * The item's name as a link to its edit screen: the row is clickable with a mouse, and this makes
 * it reachable with the keyboard too.
 */
import type { ReactNode } from 'react';
import { Link, useRecordContext, useResourceContext } from 'react-admin';
import { editPath } from '../../routes/routeTable';

export function EditLink({ children }: { children: ReactNode }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  if (!record || !resource) return null;
  return (
    <Link to={editPath(resource, record.id)} onClick={(event: React.MouseEvent) => event.stopPropagation()}>
      {children}
    </Link>
  );
}
