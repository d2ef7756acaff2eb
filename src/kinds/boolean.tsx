import DoneIcon from '@mui/icons-material/Done';
import { BooleanInput, useTranslate } from 'react-admin';
import type { BooleanField } from '../../resources/definition';
import { readOutOnly } from '../theme/readOutOnly';
import type { ScreenKind } from './kind';

/**
 * "Yes" as a small tick named for assistive technology (the browser's own tooltip: react-admin's
 * BooleanField wraps each icon in an MUI Tooltip, a large part of a list row's cost); "no" shows
 * nothing, so a column reads as the few items that have it, and is only read out.
 */
function BooleanValue({ value }: { value: unknown }) {
  const translate = useTranslate();
  if (typeof value !== 'boolean') return null;
  const label = translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (!value) return <span role="img" aria-label={label} style={readOutOnly} />;
  return <DoneIcon fontSize="small" color="primary" titleAccess={label} aria-label={label} style={{ verticalAlign: 'middle' }} />;
}

export const booleanScreen: ScreenKind<BooleanField> = {
  Input: ({ field }) => <BooleanInput source={field.source} />,
  Cell: ({ value }) => <BooleanValue value={value} />,
};
