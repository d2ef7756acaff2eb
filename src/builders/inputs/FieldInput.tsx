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
  useTranslate,
} from 'react-admin';
import type { Choice, FieldDefinition, ResourceDefinition } from '../../../resources/definition';
import { choiceKey, unitKey } from '../../i18n/resource-messages';
import { isRequired } from '../form/isRequired';
import { MediaInput } from './MediaInput';

/** Beyond this many choices a select lets the user type to find one. */
const searchableChoiceCount = 20;

const translatedChoices = (resource: string, source: string, choices: readonly Choice[]) =>
  choices.map((choice) => ({ id: choice.id, name: choiceKey(resource, source, choice.id) }));

function Unit({ resource, source }: { resource: string; source: string }) {
  const translate = useTranslate();
  return <InputAdornment position="end">{translate(unitKey(resource, source))}</InputAdornment>;
}

export interface FieldInputProps {
  definition: ResourceDefinition;
  field: FieldDefinition;
  /** Quality of the in-browser image compression, 0 to 1. */
  imageQuality?: number;
}

export function FieldInput({ definition, field, imageQuality }: FieldInputProps) {
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
    case 'select': {
      const choices = translatedChoices(definition.name, field.source, field.choices);
      return choices.length > searchableChoiceCount ? (
        <AutocompleteInput source={field.source} choices={choices} isRequired={required} fullWidth />
      ) : (
        <SelectInput source={field.source} choices={choices} isRequired={required} emptyText="builders.select.none" />
      );
    }
    case 'multiSelect':
      return (
        <AutocompleteArrayInput
          source={field.source}
          choices={translatedChoices(definition.name, field.source, field.choices)}
          isRequired={required}
          fullWidth
        />
      );
    case 'reference':
      return (
        <ReferenceInput source={field.writeSource} reference={field.reference}>
          <AutocompleteInput isRequired={required} fullWidth />
        </ReferenceInput>
      );
    case 'referenceList':
      return (
        <ReferenceArrayInput source={field.writeSource} reference={field.reference}>
          <AutocompleteArrayInput fullWidth />
        </ReferenceArrayInput>
      );
    case 'media':
      return <MediaInput field={field} isRequired={required} quality={imageQuality} />;
    case 'translatable':
    case 'children':
    case 'date':
      throw new Error(`${field.kind} fields have no input of their own`);
  }
}
