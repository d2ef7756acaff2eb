/**
 * The items that point at this one (a referral's children), each a link to its own edit screen.
 * Read-only: a child is attached by choosing its parent on the child.
 */
import { List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Labeled, Link, useGetRecordRepresentation, useRecordContext, useTranslate } from 'react-admin';
import type { ChildrenField } from '../../../resources/kinds/children';
import { editPath } from '../../routes/routeTable';

interface Child {
  id: string;
}

export function ChildrenList({ field }: { field: ChildrenField }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(field.reference);
  const children: Child[] = Array.isArray(record?.[field.source]) ? record[field.source] : [];
  return (
    <Labeled source={field.source} fullWidth>
      {children.length === 0 ? (
        <Typography variant="body2">{translate('builders.children.none')}</Typography>
      ) : (
        <List dense disablePadding>
          {children.map((child) => (
            <ListItem key={child.id} disablePadding>
              <ListItemButton component={Link} to={editPath(field.reference, child.id)}>
                <ListItemText primary={represent(child)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Labeled>
  );
}
