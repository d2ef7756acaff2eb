/**
 * A list's coverage cell: "5/6" languages translated, the missing ones named on hover, and read
 * out in full by a screen reader ("5 of 6 languages translated, missing: Dutch").
 */
import { Box, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/definition';
import { languages } from '../../../resources/languages';
import { missingLanguages } from './translationCoverage';
import { readOutOnly } from '../../theme/readOutOnly';

export function TranslationCoverageCell({ definition }: { definition: ResourceDefinition }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const missing = missingLanguages(definition, record);
  const complete = languages.length - missing.length;
  const summary = translate('builders.translation.summary', { complete, total: languages.length });
  const names = missing.map((language) => translate(`builders.languages.${language}`)).join(', ');
  const said = missing.length > 0 ? translate('builders.coverage.missing_languages', { summary, languages: names }) : summary;
  return (
    <Tooltip title={said} describeChild>
      <Box component="span" sx={{ position: 'relative', color: missing.length > 0 ? 'text.primary' : 'text.secondary', fontWeight: missing.length > 0 ? 600 : undefined, fontVariantNumeric: 'tabular-nums' }}>
        <span aria-hidden>
          {complete}/{languages.length}
        </span>
        <span style={readOutOnly}>{said}</span>
      </Box>
    </Tooltip>
  );
}
