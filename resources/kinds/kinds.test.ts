import { defineResource, type FieldBase } from '../definition';
import english from '../../locales/en';
import { translatorFor, type Message } from '../messages';

import { comparableValue, declarationProblems, formKey, isRequired, kindOf, kindValidationMessages, registerFieldKind, writeKey } from '.';
import type { FieldKindModule } from './kind';
import { textKind } from './text';

// Made at each call: a kind registered by a test brings its messages then.
const renderMessage = (message: Message) => translatorFor(english)(message);

const gauges = defineResource({
  name: 'gauges',
  endpoint: 'gauges',
  label: { one: 'Gauge', other: 'Gauges' },
  recordRepresentation: 'name',
  fields: [
    { source: 'name', label: 'Name', kind: 'text' },
    { source: 'dial', label: 'Dial', kind: 'media', accept: 'image', writeSource: 'dialId', quality: 1.5, nullable: true },
    { source: 'calibratedAt', label: 'Calibrated', kind: 'date', readOnly: true },
    { source: 'createdAt', label: 'Created', kind: 'date', readOnly: true },
  ],
  list: { columns: ['name'], sortable: ['name'], defaultSort: { field: 'name', order: 'ASC' }, pagination: 'pages' },
  search: ['name'],
  filters: [],
  deleteIsIrreversibleWarning: false,
});

describe('field kinds', () => {
  it('say what is wrong with a declaration: an image quality out of 0–1, a date the server does not keep', () => {
    expect(declarationProblems([gauges])).toEqual([
      'gauges.dial: its image quality must be from 0 to 1, not 1.5',
      'gauges.calibratedAt: a date field shows a time the server keeps of every item (createdAt), not calibratedAt',
    ]);
  });

  it('mark required what must hold a value: not a nullable field, a switch, or a list that may be empty', () => {
    expect(isRequired({ source: 'a', label: 'A', kind: 'text' })).toBe(true);
    expect(isRequired({ source: 'a', label: 'A', kind: 'text', nullable: true })).toBe(false);
    expect(isRequired({ source: 'a', label: 'A', kind: 'boolean' })).toBe(false);
    expect(isRequired({ source: 'a', label: 'A', kind: 'referenceList', reference: 'b', writeSource: 'aIds' })).toBe(false);
    expect(isRequired({ source: 'a', label: 'A', kind: 'multiSelect', choices: [], minItems: 1 })).toBe(true);
    expect(isRequired({ source: 'a', label: 'A', kind: 'multiSelect', choices: [] })).toBe(false);
  });

  it('say the select display name the server adds beside the value, which a write ignores', () => {
    const select = {
      source: 'role',
      label: 'Role',
      kind: 'select',
      displaySource: 'roleName',
      choices: [{ id: 'gk', name: 'Goalkeeper' }],
    } as const;
    expect(kindOf(select).companionKeys?.(select)).toEqual(['roleName']);
  });

  it('give each writable kind a write schema, in both modes', () => {
    const number = { source: 'n', label: 'N', kind: 'number', min: 1, integer: true } as const;
    expect(kindOf(number).writeSchema(number, 'write').safeParse(2).success).toBe(true);
    expect(kindOf(number).writeSchema(number, 'write').safeParse(1.5).success).toBe(false);
    const reference = { source: 'r', label: 'R', kind: 'reference', reference: 'x', writeSource: 'rId' } as const;
    expect(kindOf(reference).writeSchema(reference, 'form').safeParse(7).success).toBe(true);
    expect(kindOf(reference).writeSchema(reference, 'write').safeParse(7).success).toBe(false);
    expect(() =>
      kindOf({ source: 'c', label: 'C', kind: 'children', reference: 'x', inverse: 'y', readOnly: true }).writeSchema(
        { source: 'c', label: 'C', kind: 'children', reference: 'x', inverse: 'y', readOnly: true },
        'write',
      ),
    ).toThrow(/read-only/);
  });

  it('say the keys of a value: a reference written and edited by its id, a file edited as a file and written by its id', () => {
    const reference = { source: 'author', label: 'Author', kind: 'reference', reference: 'authors', writeSource: 'authorId' } as const;
    const media = { source: 'image', label: 'Image', kind: 'media', accept: 'image', writeSource: 'imageId' } as const;
    const text = { source: 'name', label: 'Name', kind: 'text' } as const;
    expect([writeKey(reference), formKey(reference)]).toEqual(['authorId', 'authorId']);
    expect([writeKey(media), formKey(media)]).toEqual(['imageId', 'image']);
    expect([writeKey(text), formKey(text)]).toEqual(['name', 'name']);
  });

  it('convert a value between the read item, the form and the wire', async () => {
    const list = { source: 'tools', label: 'Tools', kind: 'referenceList', reference: 'equipment', writeSource: 'toolIds' } as const;
    expect(kindOf(list).fromRead?.(list, [{ id: 'a', name: 'Ball' }, { id: 'b' }])).toEqual(['a', 'b']);
    expect(kindOf(list).toWire?.(list, { tools: [{ id: 'a' }] }, { upload: vi.fn() })).toEqual(['a']);
    expect(kindOf(list).toWire?.(list, { toolIds: ['b'], tools: [{ id: 'a' }] }, { upload: vi.fn() })).toEqual(['b']);
    const media = { source: 'image', label: 'Image', kind: 'media', accept: 'image', writeSource: 'imageId' } as const;
    const upload = vi.fn(async () => 'uploaded');
    const rawFile = new Blob(['png']);
    expect(await kindOf(media).toWire?.(media, { image: { rawFile } }, { upload })).toBe('uploaded');
    expect(upload).toHaveBeenCalledWith(rawFile);
    expect(await kindOf(media).toWire?.(media, { image: { id: 'stored', url: '/x' } }, { upload })).toBe('stored');
    expect(kindOf(media).toWire?.(media, {}, { upload })).toBeUndefined();
  });

  it('compare two values as what they stand for: items and files by their ids, an empty text as none', () => {
    const list = { source: 'tools', label: 'Tools', kind: 'referenceList', reference: 'equipment', writeSource: 'toolIds' } as const;
    expect(comparableValue(list, [{ id: 'a', name: 'Ball' }])).toEqual(comparableValue(list, ['a']));
    const media = { source: 'image', label: 'Image', kind: 'media', accept: 'image', writeSource: 'imageId' } as const;
    expect(comparableValue(media, { id: 'f', url: '/f' })).toBe('f');
    expect(comparableValue({ source: 'name', label: 'Name', kind: 'text' }, '')).toBeNull();
  });

  it('bring validation messages of their own, rendered by the server, and refuse one whose key is taken', () => {
    expect(renderMessage({ message: 'validation.date', args: {} })).toBe('Must be a date (yyyy-mm-dd)');
    expect(kindValidationMessages()).toMatchObject({ 'validation.date': 'Must be a date (yyyy-mm-dd)' });
    // Kinds of the test's own, which the definitions' types do not know.
    const testKind = (messages: Record<string, string>) =>
      ({ ...textKind, messages }) as unknown as FieldKindModule<FieldBase & { kind: string }>;
    // Another kind's message (the shared ones are the catalogues', locales/<language>.ts).
    expect(() => registerFieldKind('testClashingMessage', testKind({ 'validation.date': 'Not a day' }))).toThrow(
      'The validation message validation.date exists already',
    );
    registerFieldKind('testShirtNumber', testKind({ 'validation.testShirtNumber': 'Must be %{min} to 99' }));
    expect(renderMessage({ message: 'validation.testShirtNumber', args: { min: 1 } })).toBe('Must be 1 to 99');
  });

  it('refuse a second module under a kind name taken, saying so', () => {
    expect(() => registerFieldKind('text', textKind)).toThrow('A field kind named "text" has its data module already');
  });
});
