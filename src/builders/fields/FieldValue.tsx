/**
 * A field's value as text or a small picture, for list cells and read-only parts of a form; one
 * rendering per field kind, read from the record in context.
 */
import { Box } from '@mui/material';
import DoneIcon from '@mui/icons-material/Done';
import VideoFileOutlined from '@mui/icons-material/VideoFileOutlined';
import { DateField, useGetRecordRepresentation, useRecordContext, useTranslate } from 'react-admin';
import type { FieldDefinition, MultiSelectField, ResourceDefinition, SelectField } from '../../../resources/definition';
import { choiceLabel } from '../../i18n/resource-messages';
import { translatableText } from '../translatableText';
import { describeMedia, isVideo } from '../media/describeMedia';
import { tokens } from '../../theme/tokens';
import { readOutOnly } from '../../theme/readOutOnly';

const number = new Intl.NumberFormat('en-US');

function ChoiceNames({ resource, field, ids }: { resource: string; field: SelectField | MultiSelectField; ids: readonly unknown[] }) {
  const translate = useTranslate();
  return <>{ids.map((id) => choiceLabel(translate, resource, field, id)).join(', ')}</>;
}

function ReferenceNames({ reference, items }: { reference: string; items: readonly unknown[] }) {
  const represent = useGetRecordRepresentation(reference);
  return <>{items.map((item) => represent(item as Record<string, unknown>)).join(', ')}</>;
}

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

export function MediaThumbnail({ value }: { value: unknown }) {
  const media = describeMedia(value);
  if (!media) return null;
  if (isVideo(media)) return <VideoFileOutlined titleAccess={media.name} />;
  return (
    <Box
      component="img"
      src={media.url}
      alt={media.name}
      loading="lazy"
      sx={{ width: tokens.thumbnail, height: tokens.thumbnail, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
}

export function FieldValue({ definition, field }: { definition: ResourceDefinition; field: FieldDefinition }) {
  const record = useRecordContext();
  const value: unknown = record?.[field.source];
  switch (field.kind) {
    case 'text':
      return <>{typeof value === 'string' ? value : ''}</>;
    case 'translatable':
      return <>{translatableText(value)}</>;
    case 'number':
      return <>{typeof value === 'number' ? number.format(value) : ''}</>;
    case 'boolean':
      return <BooleanValue value={value} />;
    case 'select':
      // The server's display name when it sends one; ours (or the value as it came) otherwise.
      if (field.displaySource && typeof record?.[field.displaySource] === 'string') return <>{record[field.displaySource] as string}</>;
      return <ChoiceNames resource={definition.name} field={field} ids={value == null ? [] : [value]} />;
    case 'multiSelect':
      return <ChoiceNames resource={definition.name} field={field} ids={Array.isArray(value) ? value : []} />;
    case 'reference':
      return <ReferenceNames reference={field.reference} items={value ? [value] : []} />;
    case 'referenceList':
    case 'children':
      return <ReferenceNames reference={field.reference} items={Array.isArray(value) ? value : []} />;
    case 'media':
      return <MediaThumbnail value={value} />;
    case 'date':
      return <DateField source={field.source} locales="en-US" />;
  }
}
