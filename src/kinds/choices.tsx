/** What the select and multi-select kinds share on screen: their choices' names, known or not. */
import { useRecordContext, useTranslate } from 'react-admin';
import type { MultiSelectField, SelectField } from '../../resources/definition';
import { choiceKey, choiceLabel } from '../i18n/resource-messages';

/**
 * The field's choices by their catalogue names, and after them any value the record holds that
 * this admin does not know (the server added it later), shown as it came so that it is kept on save.
 */
export function useChoices(resource: string, field: SelectField | MultiSelectField) {
  const translate = useTranslate();
  const record = useRecordContext();
  const held: unknown[] = [record?.[field.source]].flat();
  const unknown = held.filter(
    (value): value is string => typeof value === 'string' && value !== '' && !field.choices.some((choice) => choice.id === value),
  );
  return [
    ...field.choices.map((choice) => ({ id: choice.id, name: translate(choiceKey(resource, field.source, choice.id)) })),
    ...unknown.map((value) => ({ id: value, name: choiceLabel(translate, resource, field, value) })),
  ];
}

export function ChoiceNames({
  resource,
  field,
  ids,
}: {
  resource: string;
  field: SelectField | MultiSelectField;
  ids: readonly unknown[];
}) {
  const translate = useTranslate();
  return <>{ids.map((id) => choiceLabel(translate, resource, field, id)).join(', ')}</>;
}
