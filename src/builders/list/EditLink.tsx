/**
 * The item's name as a link to its edit screen: the row is clickable with a mouse, and this makes
 * it reachable with the keyboard too. react-admin's plain router link, drawn by the list table's
 * style (listTableStyle): its Link is MUI's, five components and two styled ones per row.
 */
import type { ReactNode } from 'react';
import { LinkBase, useRecordContext, useResourceContext } from 'react-admin';
import { editPath } from '../../routes/routeTable';

/** The row opens the item too: a click on the link is the link's alone. */
const stopAtLink = (event: React.MouseEvent) => event.stopPropagation();

export function EditLink({ children }: { children: ReactNode }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  if (!record || !resource) return null;
  return (
    <LinkBase to={editPath(resource, record.id)} onClick={stopAtLink}>
      {children}
    </LinkBase>
  );
}
