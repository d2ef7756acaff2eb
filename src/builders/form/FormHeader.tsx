/**
 * The head of a create or edit form: the way back to the list, the item's name (or "New exercise")
 * as the screen's heading, where the item stands (FormStatus), and on an existing item its History
 * and Delete, apart from the save bar's Save.
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button, Stack, Typography } from '@mui/material';
import { LinkBase, useRecordContext, useTranslate } from 'react-admin';
import { keepsHistory, type ResourceDefinition } from '../../../resources/definition';
import { versionOf } from '../../../providers/versions';
import { recordRepresentation } from '../recordRepresentation';
import { HistoryButton } from '../versions/HistoryPanel';
import { VersionedDeleteButton } from '../versions/VersionedDeleteButton';
import { FormStatus } from './FormStatus';
import type { FormView } from './steps/stepPaths';

export function FormHeader({ definition, view }: { definition: ResourceDefinition; view: FormView }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const name = view === 'edit' && record ? recordRepresentation(definition)(record) : '';
  const editing = view === 'edit' && record?.id != null;
  return (
    <Stack component="header" spacing={1} sx={{ mb: 2 }}>
      <Button
        component={LinkBase}
        to={`/${definition.name}`}
        startIcon={<ArrowBack />}
        size="small"
        sx={{ alignSelf: 'flex-start', ml: -1 }}
      >
        {translate(`resources.${definition.name}.name`, { smart_count: 2 })}
      </Button>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {name || translate(`resources.${definition.name}.titles.${view}`)}
        </Typography>
        {editing && (
          <Stack direction="row" sx={{ gap: 1, ml: 'auto' }}>
            {keepsHistory(definition) && versionOf(record) !== undefined && <HistoryButton definition={definition} />}
            <VersionedDeleteButton definition={definition} />
          </Stack>
        )}
      </Stack>
      <FormStatus definition={definition} view={view} />
    </Stack>
  );
}
