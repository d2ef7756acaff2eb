import { exercises } from '../../../resources/exercises/definition';
import { moveColumn, parseColumns, toggleColumn, withColumns } from './listColumns';
import { listSearchOf, viewStateOf } from './views/viewState';

const all = exercises.list.columns;

describe("a list's columns in its URL", () => {
  it('reads the known columns named, each once, in their order; nothing known is the definition', () => {
    expect(parseColumns(exercises, 'level,name,level,password')).toEqual(['level', 'name']);
    expect(parseColumns(exercises, 'password')).toBeUndefined();
    expect(parseColumns(exercises, '')).toBeUndefined();
    expect(parseColumns(exercises, null)).toBeUndefined();
  });

  it('writes them beside the other parameters, and leaves out the definition’s own', () => {
    expect(withColumns(exercises, '?sort=name&order=ASC', ['name', 'level'])).toBe('?sort=name&order=ASC&columns=name%2Clevel');
    expect(withColumns(exercises, '?sort=name&columns=name', all)).toBe('?sort=name');
    expect(withColumns(exercises, '', all)).toBe('');
  });

  it('moves a column within bounds, and shows a hidden one where the definition puts it', () => {
    expect(moveColumn(['name', 'level', 'reps'], 'reps', -1)).toEqual(['name', 'reps', 'level']);
    expect(moveColumn(['name', 'level'], 'name', -1)).toEqual(['name', 'level']);
    expect(toggleColumn(exercises, ['name', 'reps'], 'level')).toEqual(['name', 'level', 'reps']);
    expect(toggleColumn(exercises, ['reps', 'name'], 'thumbnail')).toEqual(['reps', 'name', 'thumbnail']);
    expect(toggleColumn(exercises, ['name', 'reps'], 'reps')).toEqual(['name']);
    expect(toggleColumn(exercises, ['name'], 'name')).toEqual(['name']);
  });
});

describe('a saved view and the list it opens', () => {
  it('keeps the filters with the search, the sort, and the columns only when they are not the usual ones', () => {
    const filter = { q: 'sprint', level: 'hard' };
    const sort = { field: 'reps', order: 'DESC' as const };
    expect(viewStateOf(exercises, { filter, sort, columns: all })).toEqual({ filter, sort: 'reps', order: 'DESC' });
    const state = viewStateOf(exercises, { filter, sort, columns: ['name', 'reps'] });
    expect(state.columns).toEqual(['name', 'reps']);
    const query = new URLSearchParams(listSearchOf(exercises, state));
    expect(JSON.parse(query.get('filter')!)).toEqual(filter);
    expect([query.get('sort'), query.get('order'), query.get('page'), query.get('columns')]).toEqual(['reps', 'DESC', '1', 'name,reps']);
  });

  it('opens in the usual order a view whose sort the list no longer offers', () => {
    const query = new URLSearchParams(listSearchOf(exercises, { filter: {}, sort: 'premium', order: 'DESC' }));
    expect([query.get('sort'), query.get('order'), query.has('columns')]).toEqual(['name', 'ASC', false]);
  });
});
