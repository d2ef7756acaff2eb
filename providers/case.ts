/**
 * Key case conversion between the admin (camelCase) and the wire (snake_case), docs/spec.md §7: through
 * nested objects and arrays, never inside form-data, files or other non-plain values, never on the
 * language codes of a translatable map, and not at all for paths starting with `oauth`.
 */
import { camelCase, snakeCase } from '../resources/definition';
import { languages } from '../resources/languages';

const languageCodes: ReadonlySet<string> = new Set(languages);

/** Only plain data is converted: FormData, File, Blob, Date, URLSearchParams... pass through as they are. */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** A translatable map's keys are language codes, not field names; they stay as they are. */
const isTranslatableMap = (value: Record<string, unknown>): boolean => {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => languageCodes.has(key));
};

function convertKeys(value: unknown, convertKey: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convertKey));
  if (!isPlainObject(value)) return value;
  const keep = isTranslatableMap(value);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [keep ? key : convertKey(key), convertKeys(item, convertKey)]));
}

export const toSnakeKeys = (value: unknown): unknown => convertKeys(value, snakeCase);

export const toCamelKeys = (value: unknown): unknown => convertKeys(value, camelCase);

/** Whether the keys of a call to this API path (relative to `{host}/api/v1`) are converted. */
export const convertsKeys = (apiPath: string): boolean => !apiPath.replace(/^\/+/, '').startsWith('oauth');
