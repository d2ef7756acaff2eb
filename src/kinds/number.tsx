import { InputAdornment } from '@mui/material';
import { NumberInput, useTranslate } from 'react-admin';
import type { NumberField } from '../../resources/kinds/number';
import { unitKey } from '../i18n/resource-messages';
import type { ScreenKind } from './kind';

const number = new Intl.NumberFormat('en-US');

function Unit({ resource, source }: { resource: string; source: string }) {
  const translate = useTranslate();
  return <InputAdornment position="end">{translate(unitKey(resource, source))}</InputAdornment>;
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
  Cell: ({ value }) => <>{typeof value === 'number' ? number.format(value) : ''}</>,
};
