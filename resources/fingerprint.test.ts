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

it("leaves out the choices' names, which a browser's Unicode data may give otherwise, but not their ids", () => {
  const withChoices = (choices: { id: string; name: string }[]) =>
    definitionsFingerprint([
      { ...definitions[0], fields: [...definitions[0].fields, { source: 'country', label: 'Country', kind: 'select' as const, choices }] },
    ]);
  const turkey = withChoices([{ id: 'TR', name: 'Turkey' }]);
  expect(withChoices([{ id: 'TR', name: 'Türkiye' }])).toBe(turkey);
  expect(withChoices([{ id: 'TM', name: 'Turkey' }])).not.toBe(turkey);
});
