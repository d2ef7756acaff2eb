/**
 * Where the item stands, under the form's heading: its version (where the API gives one), whether
 * changes are waiting to be saved (kept meanwhile as a draft: src/drafts), and how many languages
 * its texts are translated into, as the form holds them now.
 */
import Circle from '@mui/icons-material/Circle';
import { Stack, Typography } from '@mui/material';
import { useFormIsDirty, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ResourceDefinition } from '../../../resources/definition';
import { translatableFields } from '../../../resources/kinds/translatable';
import { languages } from '../../../resources/languages';
import { versionOf } from '../../../providers/versions';
import { languageStatus } from '../inputs/languageStatus';
import type { FormView } from './steps/stepPaths';

type Tone = 'success' | 'warning' | 'info';

/** One fact, after a dot in its tone (the words carry the meaning; the dot only eases a glance). */
function Fact({ tone, children }: { tone: Tone; children: string }) {
  return (
    <Typography variant="body2" component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
      <Circle aria-hidden sx={{ fontSize: 8, color: `${tone}.main` }} />
      {children}
    </Typography>
  );
}

function TranslationFact({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const sources = translatableFields(definition).map((field) => field.source);
  const maps: unknown[] = useWatch({ name: sources });
  const complete = languages.filter((language) => languageStatus(language, maps, []) === 'complete').length;
  return (
    <Fact tone={complete === languages.length ? 'success' : 'warning'}>
      {translate('builders.form.translated', { complete, total: languages.length })}
    </Fact>
  );
}

export function FormStatus({ definition, view }: { definition: ResourceDefinition; view: FormView }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const dirty = useFormIsDirty();
  const version = view === 'edit' ? versionOf(record) : undefined;
  return (
    <Stack role="status" direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      {version !== undefined && <Fact tone="info">{translate('builders.form.version', { version })}</Fact>}
      {dirty ? (
        <Fact tone="warning">{translate('builders.form.unsaved')}</Fact>
      ) : (
        view === 'edit' && <Fact tone="success">{translate('builders.form.saved')}</Fact>
      )}
      {translatableFields(definition).length > 0 && <TranslationFact definition={definition} />}
    </Stack>
  );
}
