/** One side's value of a merge part, readable: as its kind shows it (a file as its thumbnail), else text, lists joined. */
import { useTranslate } from 'react-admin';
import { screenKindOf } from '../../kinds';
import type { MergePart } from './threeWayMerge';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function PartValue({ part, value }: { part: MergePart; value: unknown }) {
  const translate = useTranslate();
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return <em>{translate('builders.versions.empty')}</em>;
  }
  const { VersionValue } = screenKindOf(part.field);
  if (VersionValue) return <VersionValue field={part.field} value={value} />;
  if (Array.isArray(value)) return <span>{value.map((entry) => (isObject(entry) ? String(entry.id) : String(entry))).join(', ')}</span>;
  return <span>{isObject(value) ? JSON.stringify(value) : String(value)}</span>;
}

/** The label of a part: the field's, and the name of its part where its kind merges it in parts (a language). */
export function usePartLabel(resource: string) {
  const translate = useTranslate();
  return (part: MergePart) => {
    const field = translate(`resources.${resource}.fields.${part.field.source}`);
    const partLabel = part.subKey === undefined ? undefined : screenKindOf(part.field).partLabel?.(part.subKey);
    return partLabel ? `${field} (${translate(partLabel)})` : field;
  };
}
