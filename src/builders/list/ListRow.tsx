/**
 * A list row: a click opens the item's edit screen, and its selection checkbox is labelled with
 * the item's name. It stands in for react-admin's own row, whose checkbox puts its label on the
 * wrapper rather than on the input (a screen reader hears an unlabelled checkbox). Other row
 * props (the virtual body's measuring ref and row index) go to the table row as given; the
 * pointer cursor comes from the table's style, not each row's own (styles cost at every row's render).
 *
 * An item the dataProvider could not read is one marked row across the columns: what the admin
 * says of it (`Could not parse exercise`) and what was wrong; it cannot be selected, and opens its
 * edit screen (which says the same) only when it came with an id of its own.
 */
import { Children, memo, type MouseEvent, type ReactNode } from 'react';
import { Box, Checkbox, TableCell, TableRow, type TableRowProps } from '@mui/material';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import {
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableSelectedIdsContext,
  type Identifier,
  type RaRecord,
  useGetRecordRepresentation,
  useNavigate,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { unreadableOf, type Unreadable } from '../../../providers/record-shape';
import { EditLink } from './EditLink';

function UnreadableCells({ unreadable, children }: { unreadable: Unreadable; children: ReactNode }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const message = translate(`resources.${resource}.message.unreadable`, { _: unreadable.message });
  return (
    <TableCell colSpan={Children.count(children)}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, color: 'error.main' }}>
        <ErrorOutline fontSize="small" aria-hidden />
        <span>
          <strong>{unreadable.ownId ? <EditLink>{message}</EditLink> : message}</strong>
          {unreadable.problems.length > 0 && (
            <> {translate('builders.list.unreadable_problems', { problems: unreadable.problems.join('; ') })}</>
          )}
        </span>
      </Box>
    </TableCell>
  );
}
import { editPath } from '../../routes/routeTable';

/**
 * A row's selection checkbox. Only it reads the selection, so selecting a row re-renders the
 * checkboxes in view rather than whole rows, and only the one whose state changed redraws.
 */
function RowCheckbox({ record }: { record: RaRecord }) {
  const selectedIds = useDataTableSelectedIdsContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  if (!handleToggleItem) return null;
  return <SelectionCheckbox record={record} checked={selectedIds?.includes(record.id) ?? false} onToggle={handleToggleItem} />;
}

const SelectionCheckbox = memo(function SelectionCheckbox({
  record,
  checked,
  onToggle,
}: {
  record: RaRecord;
  checked: boolean;
  onToggle: (id: Identifier, event: MouseEvent) => void;
}) {
  const resource = useResourceContext();
  const represent = useGetRecordRepresentation(resource);
  const translate = useTranslate();
  const toggle = (event: MouseEvent) => {
    event.stopPropagation();
    onToggle(record.id, event);
  };
  return (
    <TableCell padding="checkbox">
      <Checkbox
        color="primary"
        checked={checked}
        onClick={toggle}
        slotProps={{ input: { 'aria-label': translate('builders.list.select', { name: String(represent(record)) }) } }}
      />
    </TableCell>
  );
});

export const ListRow = memo(function ListRow({ children, ...rowProps }: TableRowProps) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const { hasBulkActions } = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const navigate = useNavigate();
  if (!record || !resource) return null;
  const unreadable = unreadableOf(record);
  const open = () => navigate(editPath(resource, record.id));

  if (unreadable) {
    return (
      <TableRow {...rowProps} data-unreadable="true" hover={unreadable.ownId} onClick={unreadable.ownId ? open : undefined}>
        {hasBulkActions && handleToggleItem && <TableCell padding="checkbox" />}
        <UnreadableCells unreadable={unreadable}>{children}</UnreadableCells>
      </TableRow>
    );
  }

  return (
    <TableRow {...rowProps} hover onClick={open}>
      {hasBulkActions && <RowCheckbox record={record} />}
      {children}
    </TableRow>
  );
});
