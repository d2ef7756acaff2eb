/**
 * What leaves the browser in a report says where, never what: URLs lose their query and fragment,
 * a secret in a page's path (the reset-password link's token) becomes its parameter's name, and the
 * parts of an event that can carry request contents are dropped.
 */
import { routeTable } from '../routes/routeTable';

/** Route parameters whose values are secrets. */
const secretParams = ['token'];

/** `/reset-password/:token` → a pattern matching `/reset-password/<anything>` with its replacement. */
const secretPaths = routeTable.flatMap((route) => {
  const segments = route.path.split('/');
  if (!segments.some((segment) => secretParams.includes(segment.replace(/^:/, '')))) return [];
  const pattern = segments
    .map((segment) => (segment.startsWith(':') ? '[^/?#\\s"\']+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return [{ pattern: new RegExp(pattern, 'g'), replacement: route.path }];
});

const urlWithQuery = /((?:https?:\/\/|\/)[^\s?#"'<>]*)[?#][^\s"'<>]*/g;

/** Any text with its URLs' queries and fragments cut and its secret path segments replaced. */
export function scrubText(text: string): string {
  let scrubbed = text.replace(urlWithQuery, '$1');
  for (const { pattern, replacement } of secretPaths) scrubbed = scrubbed.replace(pattern, replacement);
  return scrubbed;
}

/** Keys whose values are a request's headers, cookies or query: dropped wherever they are. */
const droppedKeys = new Set(['query_string', 'cookies', 'headers', 'http.query', 'http.fragment']);

/** A copy of `value` with every string scrubbed and the dropped keys left out. */
export function scrubDeep<T>(value: T): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map(scrubDeep) as T;
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) if (!droppedKeys.has(key)) copy[key] = scrubDeep(item);
    return copy as T;
  }
  return value;
}
