/** The definitions' fingerprint: the same for the same definitions, another for any change in them. */
import { definitions } from '.';
import { definitionsFingerprint } from './fingerprint';

it('is the same for the same definitions and changes with any field of them', () => {
  const fingerprint = definitionsFingerprint(definitions);
  expect(fingerprint).toMatch(/^[0-9a-f]{8}$/);
  expect(definitionsFingerprint([...definitions])).toBe(fingerprint);
  const [first, ...rest] = definitions;
  const added = { ...first, fields: [...first.fields, { source: 'nationality', label: 'Nationality', kind: 'text' as const }] };
  expect(definitionsFingerprint([added, ...rest])).not.toBe(fingerprint);
  expect(definitionsFingerprint(rest)).not.toBe(fingerprint);
});
