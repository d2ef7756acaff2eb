import { fieldErrors } from '../validation';
import { declarationProblems, kindOf } from '.';
import { defineResource } from '../definition';

const playedOn = { source: 'playedOn', label: 'Played on', kind: 'calendarDate' } as const;
const schema = kindOf(playedOn).writeSchema(playedOn, 'write');

const error = (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : fieldErrors(result.error)[''];
};

describe('a calendar date field', () => {
  it('takes a day that exists as yyyy-mm-dd', () => {
    expect(schema.parse('2026-05-01')).toBe('2026-05-01');
    expect(schema.parse('2028-02-29')).toBe('2028-02-29');
  });

  it('refuses anything else with its own message, and none as required', () => {
    for (const value of ['2026-02-30', '2027-02-29', '01/05/2026', '2026-5-1', '2026-05-01T10:00:00Z', 20260501]) {
      expect(error(value), String(value)).toEqual({ message: 'validation.date', args: {} });
    }
    expect(error(null)).toEqual({ message: 'validation.required', args: {} });
  });

  it('reads a CSV cell as a day, an empty one as none, and says what is wrong with another', () => {
    const read = (cell: string) => kindOf(playedOn).fromCsv?.(playedOn, [cell], undefined, {} as never);
    expect(read(' 2026-05-01 ')).toEqual({ value: '2026-05-01' });
    expect(read('')).toEqual({ value: null });
    expect(read('1 May 2026')).toEqual({ problem: 'validation.date' });
  });

  it('takes the from and to filters, and is not searched by words', () => {
    const fixtures = defineResource({
      name: 'fixtures',
      endpoint: 'fixtures',
      label: { one: 'Fixture', other: 'Fixtures' },
      recordRepresentation: 'playedOn',
      fields: [playedOn],
      list: { columns: ['playedOn'], sortable: ['playedOn'], defaultSort: { field: 'playedOn', order: 'ASC' }, pagination: 'pages' },
      search: [],
      filters: [
        { param: 'played_from', label: 'From', kind: 'from', source: 'playedOn' },
        { param: 'played_to', label: 'To', kind: 'to', source: 'playedOn' },
        { param: 'played_on', label: 'On', kind: 'equals', source: 'playedOn' },
      ],
      deleteIsIrreversibleWarning: false,
    });
    expect(declarationProblems([fixtures])).toEqual(['fixtures: filter played_on: a calendarDate field takes no equals filter']);
    expect(kindOf(playedOn).searchTexts(playedOn, '2026-05-01')).toEqual([]);
  });
});
