/** What the select and multi-select kinds share on screen: their choices' names, known or not, and their filter. */
import { SelectInput, useRecordContext, useTranslate } from 'react-admin';
import type { MultiSelectField } from '../../resources/kinds/multi-select';
import type { SelectField } from '../../resources/kinds/select';
import { choiceKey, choiceLabel } from '../i18n/resource-messages';
import type { FilterProps, FilterValueProps } from './kind';

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

/** The input of a choice filter: one of the field's choices, by their catalogue names. */
export function choiceFilterInput({ definition, field, filter, label }: FilterProps<SelectField | MultiSelectField>) {
  const choices = field.choices.map((choice) => ({ id: choice.id, name: choiceKey(definition.name, field.source, choice.id) }));
  return <SelectInput key={filter.param} source={filter.param} label={label} choices={choices} alwaysOn />;
}

/** A choice filter's value by its choice's name. */
export function ChoiceFilterValue({ definition, field, value }: FilterValueProps<SelectField | MultiSelectField>) {
  const translate = useTranslate();
  return <>{choiceLabel(translate, definition.name, field, String(value))}</>;
}
