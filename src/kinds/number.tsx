import { InputAdornment } from '@mui/material';
import { NumberInput, useTranslate } from 'react-admin';
import type { NumberField } from '../../resources/definition';
import { useFormats } from '../i18n/formats';
import { unitKey } from '../i18n/resource-messages';
import type { ScreenKind } from './kind';

function Unit({ resource, source }: { resource: string; source: string }) {
  const translate = useTranslate();
  return <InputAdornment position="end">{translate(unitKey(resource, source))}</InputAdornment>;
}

/** The number as the interface's locale writes it (`1.234,5`). */
function NumberCell({ value }: { value: unknown }) {
  const { number } = useFormats();
  return <>{typeof value === 'number' ? number(value) : ''}</>;
}

export const numberScreen: ScreenKind<NumberField> = {
  Input: ({ definition, field, isRequired }) => (
    <NumberInput
      source={field.source}
      isRequired={isRequired}
      min={field.min}
      max={field.max}
      step={field.integer ? 1 : 'any'}
      InputProps={field.unit ? { endAdornment: <Unit resource={definition.name} source={field.source} /> } : undefined}
    />
  ),
  Cell: ({ value }) => <NumberCell value={value} />,
};
