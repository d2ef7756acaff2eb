/** One side's value of a merge part, readable: text as it is, a file as its thumbnail, lists joined. */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MergePart } from './threeWayMerge';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function PartValue({ part, value }: { part: MergePart; value: unknown }) {
  const translate = useTranslate();
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return <em>{translate('builders.versions.empty')}</em>;
  }
  if (part.field.kind === 'media' && isObject(value)) {
    const name = String(value.name ?? value.fileName ?? '');
    return typeof value.url === 'string' && String(value.mimeType ?? '').startsWith('image/') ? (
      <Box component="img" src={value.url} alt={name} sx={{ maxWidth: 96, maxHeight: 64, verticalAlign: 'middle' }} />
    ) : (
      <span>{name}</span>
    );
  }
  if (part.field.kind === 'boolean') return <span>{translate(value ? 'builders.list.has.yes' : 'builders.list.has.no')}</span>;
  if (Array.isArray(value)) return <span>{value.map((entry) => (isObject(entry) ? String(entry.id) : String(entry))).join(', ')}</span>;
  return <span>{isObject(value) ? JSON.stringify(value) : String(value)}</span>;
}

/** The label of a part: the field's, and the language of a translatable one. */
export function usePartLabel(resource: string) {
  const translate = useTranslate();
  return (part: MergePart) => {
    const field = translate(`resources.${resource}.fields.${part.field.source}`);
    return part.language ? `${field} (${translate(`builders.languages.${part.language}`)})` : field;
  };
}
