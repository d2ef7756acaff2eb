/**
 * A list row on a phone, a card of two lines: the item's name (a link to it, as the wider screens'
 * name column), then the first two other columns whose values are words ("Types: Agility, HIIT ·
 * Level: Hard") and how many languages its texts are in, in small print. Pictures and ticks stay
 * on the wider screens' columns.
 */
import { Fragment } from 'react';
import { useGetRecordRepresentation, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { fieldBySource, type ResourceDefinition } from '../../../resources/definition';
import { hasTranslations } from '../../../resources/kinds/translatable';
import { screenKindOf } from '../../kinds';
import { TranslationCoverageCell } from '../coverage/TranslationCoverageCell';
import { FieldValue } from '../fields/FieldValue';
import { representationSources } from '../recordRepresentation';
import { EditLink } from './EditLink';
import { listBodyClasses } from './listTableStyle';

/** The columns a phone's row names on its second line: at most two, other than its name, whose cells are words. */
export const phoneDetailSources = (definition: ResourceDefinition, columns: readonly string[]): string[] =>
  columns
    .filter((source) => !representationSources(definition).includes(source))
    .filter((source) => screenKindOf(fieldBySource(definition, source)).cellIsText)
    .slice(0, 2);

export function PhoneRowCard({ definition, details }: { definition: ResourceDefinition; details: readonly string[] }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const represent = useGetRecordRepresentation(useResourceContext());
  if (!record) return null;
  return (
    <>
      <EditLink>{represent(record)}</EditLink>
      <span className={listBodyClasses.phoneDetails}>
        {details.map((source, index) => (
          <Fragment key={source}>
            {index > 0 && ' · '}
            {translate(`resources.${definition.name}.fields.${source}`)}:{' '}
            <FieldValue definition={definition} field={fieldBySource(definition, source)} />
          </Fragment>
        ))}
        {hasTranslations(definition) && (
          <>
            {details.length > 0 && ' · '}
            <TranslationCoverageCell definition={definition} />
          </>
        )}
      </span>
    </>
  );
}
