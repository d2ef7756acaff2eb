/**
 * A list's coverage cell: "5/6" languages translated, the missing ones named on hover (the
 * browser's own tooltip, as the boolean kind's: an MUI Tooltip per row is a large part of a
 * row's cost), and read out in full by a screen reader ("5 of 6 languages translated,
 * missing: Dutch"). Drawn by the list table's style (listTableStyle).
 */
import { useRecordContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/definition';
import { languages } from '../../../resources/languages';
import { missingLanguages } from './translationCoverage';
import { readOutOnly } from '../../theme/readOutOnly';
import { listBodyClasses } from '../list/listTableStyle';

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
    <span className={listBodyClasses.coverage} title={said} data-missing={missing.length > 0 || undefined}>
      <span aria-hidden>
        {complete}/{languages.length}
      </span>
      <span style={readOutOnly}>{said}</span>
    </span>
  );
}
