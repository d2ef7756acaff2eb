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
  let keys = 0;
  for (const key in value) {
    if (!languageCodes.has(key)) return false;
    keys += 1;
  }
  return keys > 0;
};

/**
 * Builds the converted object key by key rather than through `Object.entries` and
 * `Object.fromEntries`: every page read passes through here, and those pairs would be most of the
 * garbage of reading a list page (docs/performance.md, "Long tasks").
 */
function convertKeys(value: unknown, convertKey: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convertKey));
  if (!isPlainObject(value)) return value;
  const keep = isTranslatableMap(value);
  const converted: Record<string, unknown> = {};
  for (const key in value) {
    const item = convertKeys(value[key], convertKey);
    const convertedKey = keep ? key : convertKey(key);
    // A key `__proto__` (JSON.parse makes it an own key) is data here, not the object's prototype.
    if (convertedKey === '__proto__')
      Object.defineProperty(converted, convertedKey, { value: item, enumerable: true, writable: true, configurable: true });
    else converted[convertedKey] = item;
  }
  return converted;
}

export const toSnakeKeys = (value: unknown): unknown => convertKeys(value, snakeCase);

export const toCamelKeys = (value: unknown): unknown => convertKeys(value, camelCase);

/** Whether the keys of a call to this API path (relative to `{host}/api/v1`) are converted. */
export const convertsKeys = (apiPath: string): boolean => !apiPath.replace(/^\/+/, '').startsWith('oauth');
