/**
 * The item's name as a link to its edit screen: the row is clickable with a mouse, and this makes
 * it reachable with the keyboard too.
 */
import type { ReactNode } from 'react';
import { Link, useCreatePath, useRecordContext, useResourceContext } from 'react-admin';

export function EditLink({ children }: { children: ReactNode }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Link to={createPath({ resource, id: record.id, type: 'edit' })} onClick={(event: React.MouseEvent) => event.stopPropagation()}>
      {children}
    </Link>
  );
}
