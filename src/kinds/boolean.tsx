import { useTheme } from '@mui/material';
import { BooleanInput, useTranslate } from 'react-admin';
import type { BooleanField } from '../../resources/kinds/boolean';
import { readOutOnly } from '../theme/readOutOnly';
import type { ScreenKind } from './kind';
import { Glyph } from '../builders/fields/Glyph';

/** Material's "done" icon. */
const tick = 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z';
/** MUI's small icon size, px. */
const smallIcon = 20;

/**
 * "Yes" as a small tick named for assistive technology (the browser's own tooltip: react-admin's
 * BooleanField wraps each icon in an MUI Tooltip, a large part of a list row's cost; a plain
 * Glyph rather than MUI's SvgIcon for the same reason); "no" shows
 * nothing, so a column reads as the few items that have it, and is only read out.
 */
function BooleanValue({ value }: { value: unknown }) {
  const translate = useTranslate();
  const theme = useTheme();
  if (typeof value !== 'boolean') return null;
  const label = translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (!value) return <span role="img" aria-label={label} style={readOutOnly} />;
  return <Glyph path={tick} size={smallIcon} label={label} style={{ verticalAlign: 'middle', color: theme.palette.primary.main }} />;
}

/** Yes or no, in words. */
function YesNo({ value }: { value: unknown }) {
  const translate = useTranslate();
  return <span>{translate(value ? 'builders.list.has.yes' : 'builders.list.has.no')}</span>;
}

export const booleanScreen: ScreenKind<BooleanField> = {
  Input: ({ field }) => <BooleanInput source={field.source} />,
  Cell: ({ value }) => <BooleanValue value={value} />,
  width: () => 'third',
  VersionValue: YesNo,
};
