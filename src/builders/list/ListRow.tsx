/**
 * A list row: a click opens the item's edit screen, and its selection checkbox is labelled with
 * the item's name. It stands in for react-admin's own row, whose checkbox puts its label on the
 * wrapper rather than on the input (a screen reader hears an unlabelled checkbox). Other row
 * props (the virtual body's measuring ref, row index and classes) go to the table row as given.
 * The row, its first cell and its checkbox are plain elements drawn by the table's style
 * (listTableStyle) as MUI draws its own: a styled component costs at every row's render.
 *
 * An item the dataProvider could not read is one marked row across the columns: what the admin
 * says of it (`Could not parse exercise`) and what was wrong; it cannot be selected, and opens its
 * edit screen (which says the same) only when it came with an id of its own.
 */
import { Children, memo, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { Box, TableCell } from '@mui/material';
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
import { Glyph } from '../fields/Glyph';
import { editPath } from '../../routes/routeTable';
import { EditLink } from './EditLink';
import { useChangedRecently } from '../../live/useLiveList';
import { listBodyClasses } from './listTableStyle';

function UnreadableCells({ unreadable, children }: { unreadable: Unreadable; children: ReactNode }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const message = translate(`resources.${resource}.message.unreadable`, { _: unreadable.message });
  return (
    <TableCell colSpan={Children.count(children)}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, color: 'error.main', '& a': { color: 'inherit' } }}>
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

/** Material's check box icons (as MUI's Checkbox draws them), unticked and ticked. */
const uncheckedIcon = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';
const checkedIcon =
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';

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

/** The click toggles the selection (with shift for a range, as react-admin's own does); the state follows it. */
const ignoreChange = () => undefined;

/**
 * A native checkbox over Material's icon, drawn by the table's style (listTableStyle) as MUI's
 * Checkbox is: MUI's own is seven components and four styled ones per row.
 */
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
    <td className={listBodyClasses.checkboxCell}>
      <span className={listBodyClasses.checkbox}>
        <input
          type="checkbox"
          checked={checked}
          onClick={toggle}
          onChange={ignoreChange}
          aria-label={translate('builders.list.select', { name: String(represent(record)) })}
        />
        <Glyph path={checked ? checkedIcon : uncheckedIcon} />
      </span>
    </td>
  );
});

export const ListRow = memo(function ListRow({ children, ...rowProps }: ComponentProps<'tr'>) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const { hasBulkActions } = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const navigate = useNavigate();
  const translate = useTranslate();
  const changedRecently = useChangedRecently(record?.id ?? '');
  if (!record || !resource) return null;
  const unreadable = unreadableOf(record);
  const open = () => navigate(editPath(resource, record.id));

  if (unreadable) {
    return (
      <tr {...rowProps} data-unreadable={unreadable.ownId ? 'opens' : 'closed'} onClick={unreadable.ownId ? open : undefined}>
        {hasBulkActions && handleToggleItem && <td className={listBodyClasses.checkboxCell} />}
        <UnreadableCells unreadable={unreadable}>{children}</UnreadableCells>
      </tr>
    );
  }

  return (
    <tr
      {...rowProps}
      onClick={open}
      data-live-changed={changedRecently || undefined}
      title={changedRecently ? translate('live.recently_changed') : undefined}
    >
      {hasBulkActions && <RowCheckbox record={record} />}
      {children}
    </tr>
  );
});
