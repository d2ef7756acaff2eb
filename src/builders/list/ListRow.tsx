/**
 * A list row: a click opens the item's edit screen, and its selection checkbox is labelled with
 * the item's name. It stands in for react-admin's own row, whose checkbox puts its label on the
 * wrapper rather than on the input (a screen reader hears an unlabelled checkbox). Other row
 * props (the virtual body's measuring ref and row index) go to the table row as given; the
 * pointer cursor comes from the table's style, not each row's own (styles cost at every row's render).
 */
import { memo, type MouseEvent } from 'react';
import { Checkbox, TableCell, TableRow, type TableRowProps } from '@mui/material';
import {
  useCreatePath,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableSelectedIdsContext,
  useGetRecordRepresentation,
  useNavigate,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';

export const ListRow = memo(function ListRow({ children, ...rowProps }: TableRowProps) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const { hasBulkActions } = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const represent = useGetRecordRepresentation(resource);
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const translate = useTranslate();
  if (!record || !resource) return null;

  const toggle = (event: MouseEvent) => {
    event.stopPropagation();
    handleToggleItem?.(record.id, event);
  };

  return (
    <TableRow
      {...rowProps}
      hover
      onClick={() => navigate(createPath({ resource, id: record.id, type: 'edit' }))}
    >
      {hasBulkActions && handleToggleItem && (
        <TableCell padding="checkbox">
          <Checkbox
            color="primary"
            checked={selectedIds?.includes(record.id) ?? false}
            onClick={toggle}
            slotProps={{ input: { 'aria-label': translate('builders.list.select', { name: String(represent(record)) }) } }}
          />
        </TableCell>
      )}
      {children}
    </TableRow>
  );
});
