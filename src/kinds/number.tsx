import { InputAdornment } from '@mui/material';
import { NumberInput, useTranslate } from 'react-admin';
import type { NumberField } from '../../resources/kinds/number';
import { useFormats } from '../i18n/formats';
import { unitKey } from '../i18n/resource-messages';
import type { ScreenKind } from './kind';

/** The unit after the number, in small print: a long one ("seconds per repetition") leaves the number room in a third of a row. */
function Unit({ resource, source }: { resource: string; source: string }) {
  const translate = useTranslate();
  return (
    <InputAdornment position="end" disableTypography sx={{ typography: 'caption', color: 'text.secondary' }}>
      {translate(unitKey(resource, source))}
    </InputAdornment>
  );
}

/** The number as the interface's locale writes it (`1.234,5`). */
function NumberCell({ value }: { value: unknown }) {
  const { number } = useFormats();
  return <>{typeof value === 'number' ? number(value) : ''}</>;
}

export const numberScreen: ScreenKind<NumberField> = {
  cellIsText: true,
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
  width: () => 'third',
};
