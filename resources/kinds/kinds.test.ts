import { defineResource } from '../definition';
import { declarationProblems, isRequired, kindOf, kinds } from '.';

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

  it('store every writable kind in a column and no read-only one', () => {
    for (const [name, kind] of Object.entries(kinds)) {
      const readOnly = name === 'children' || name === 'date';
      expect(kind.sqlType === undefined).toBe(readOnly);
    }
  });

  it('mark required what must hold a value: not a nullable field, a switch, or a list that may be empty', () => {
    expect(isRequired({ source: 'a', label: 'A', kind: 'text' })).toBe(true);
    expect(isRequired({ source: 'a', label: 'A', kind: 'text', nullable: true })).toBe(false);
    expect(isRequired({ source: 'a', label: 'A', kind: 'boolean' })).toBe(false);
    expect(isRequired({ source: 'a', label: 'A', kind: 'referenceList', reference: 'b', writeSource: 'aIds' })).toBe(false);
    expect(isRequired({ source: 'a', label: 'A', kind: 'multiSelect', choices: [], minItems: 1 })).toBe(true);
    expect(isRequired({ source: 'a', label: 'A', kind: 'multiSelect', choices: [] })).toBe(false);
  });

  it('read a date as ISO 8601 and a select with its display name beside it', () => {
    const date = { source: 'createdAt', label: 'Created', kind: 'date', readOnly: true } as const;
    const context = { media: () => null };
    expect(kindOf(date).readEntries(date, new Date('2026-01-02T03:04:05Z'), context)).toEqual([['createdAt', '2026-01-02T03:04:05.000Z']]);
    const select = {
      source: 'role',
      label: 'Role',
      kind: 'select',
      displaySource: 'roleName',
      choices: [{ id: 'gk', name: 'Goalkeeper' }],
    } as const;
    expect(kindOf(select).readEntries(select, 'gk', context)).toEqual([
      ['role', 'gk'],
      ['roleName', 'Goalkeeper'],
    ]);
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
});
