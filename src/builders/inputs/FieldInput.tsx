/**
 * The input of one field, chosen by its kind. Translatable fields are not here: a form shows all of
 * them together in one set of language tabs (TranslatableFieldsInput).
 */
import { InputAdornment } from '@mui/material';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { treeExclusionParam, treeField, type FieldDefinition, type MultiSelectField, type ReferenceField, type ResourceDefinition, type SelectField } from '../../../resources/definition';
import { choiceKey, choiceLabel, unitKey } from '../../i18n/resource-messages';
import { isRequired } from '../form/isRequired';
import { MediaInput } from './MediaInput';
import { AllChoicesAutocomplete, AllChoicesAutocompleteArray } from './AllChoicesAutocomplete';

/**
 * The parent picker of a tree (a referral's parent) offers neither the item itself nor anything
 * under it: choosing one would make a cycle, which the server refuses.
 */
function ReferenceFieldInput({ definition, field, isRequired }: { definition: ResourceDefinition; field: ReferenceField; isRequired: boolean }) {
  const record = useRecordContext();
  const filter = treeField(definition) === field && record?.id !== undefined ? { [treeExclusionParam]: record.id } : undefined;
  return (
    <ReferenceInput source={field.writeSource} reference={field.reference} filter={filter}>
      <AllChoicesAutocomplete isRequired={isRequired} fullWidth />
    </ReferenceInput>
  );
}

/** Beyond this many choices a select lets the user type to find one. */
const searchableChoiceCount = 20;

/**
 * The field's choices by their catalogue names, and after them any value the record holds that
 * this admin does not know (the server added it later), shown as it came so that it is kept on save.
 */
function useChoices(resource: string, field: SelectField | MultiSelectField) {
  const translate = useTranslate();
  const record = useRecordContext();
  const held: unknown[] = field.kind === 'multiSelect' ? [record?.[field.source]].flat() : [record?.[field.source]];
  const unknown = held.filter((value): value is string => typeof value === 'string' && value !== '' && !field.choices.some((choice) => choice.id === value));
  return [
    ...field.choices.map((choice) => ({ id: choice.id, name: translate(choiceKey(resource, field.source, choice.id)) })),
    ...unknown.map((value) => ({ id: value, name: choiceLabel(translate, resource, field, value) })),
  ];
}

function SelectFieldInput({ definition, field }: { definition: ResourceDefinition; field: SelectField }) {
  const choices = useChoices(definition.name, field);
  const required = isRequired(field);
  return choices.length > searchableChoiceCount ? (
    <AutocompleteInput source={field.source} choices={choices} translateChoice={false} isRequired={required} fullWidth />
  ) : (
    <SelectInput source={field.source} choices={choices} translateChoice={false} isRequired={required} emptyText="builders.select.none" />
  );
}

function MultiSelectFieldInput({ definition, field }: { definition: ResourceDefinition; field: MultiSelectField }) {
  const choices = useChoices(definition.name, field);
  return <AutocompleteArrayInput source={field.source} choices={choices} translateChoice={false} isRequired={isRequired(field)} fullWidth />;
}

function Unit({ resource, source }: { resource: string; source: string }) {
  const translate = useTranslate();
  return <InputAdornment position="end">{translate(unitKey(resource, source))}</InputAdornment>;
}

export interface FieldInputProps {
  definition: ResourceDefinition;
  field: FieldDefinition;
}

export function FieldInput({ definition, field }: FieldInputProps) {
  const required = isRequired(field);
  switch (field.kind) {
    case 'text':
      return (
        <TextInput
          source={field.source}
          isRequired={required}
          type={field.format === 'email' ? 'email' : field.format ? 'url' : 'text'}
          multiline={field.multiline}
          minRows={field.multiline ? 3 : undefined}
          fullWidth
        />
      );
    case 'number':
      return (
        <NumberInput
          source={field.source}
          isRequired={required}
          min={field.min}
          max={field.max}
          step={field.integer ? 1 : 'any'}
          InputProps={field.unit ? { endAdornment: <Unit resource={definition.name} source={field.source} /> } : undefined}
        />
      );
    case 'boolean':
      return <BooleanInput source={field.source} />;
    case 'select':
      return <SelectFieldInput definition={definition} field={field} />;
    case 'multiSelect':
      return <MultiSelectFieldInput definition={definition} field={field} />;
    case 'reference':
      return <ReferenceFieldInput definition={definition} field={field} isRequired={required} />;
    case 'referenceList':
      return (
        <ReferenceArrayInput source={field.writeSource} reference={field.reference}>
          <AllChoicesAutocompleteArray fullWidth />
        </ReferenceArrayInput>
      );
    case 'media':
      return <MediaInput field={field} isRequired={required} />;
    case 'translatable':
    case 'children':
    case 'date':
      throw new Error(`${field.kind} fields have no input of their own`);
  }
}
