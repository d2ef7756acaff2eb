import { render, screen, within } from '@testing-library/react';
import { authors } from '../../resources/authors/definition';
import { equipment } from '../../resources/equipment/definition';
import { exercises } from '../../resources/exercises/definition';
import { startSignedInApi } from '../builders/testing/signedInApi.test-support';
import { TestAdmin } from '../builders/testing/TestAdmin.test-support';
import { ListSelectionSummary } from './ListSelectionSummary';
import { narrowsItems } from './listSelection';
import { translated } from '../../resources/translated.test-support';

let api: Awaited<ReturnType<typeof startSignedInApi>>;
let coneId: string;

beforeAll(async () => {
  api = await startSignedInApi([exercises, equipment]);
  coneId = String(
    (await api.dataProvider.create('equipment', { data: { name: translated('Cone'), description: translated('Cone') } })).data.id,
  );
});

afterAll(() => api?.close());

describe("the export's summary of a list's selection", () => {
  it('names the search and each filter with its value as the list shows it', async () => {
    const selection = {
      filter: { q: 'sprint', type: 'strength', video: '1', thumbnail: '0', equipment: coneId, missing: 'nl' },
      sort: undefined,
    };
    render(
      <TestAdmin registered={[equipment]} dataProvider={api.dataProvider}>
        <ListSelectionSummary definition={exercises} selection={selection} />
      </TestAdmin>,
    );
    const summary = screen.getByRole('list', { name: 'Current search and filters of the list' });
    const entries = within(summary).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Searchsprint',
      'TypeStrength',
      expect.stringMatching(/^Equipment/),
      'Has videoYes',
      'Has thumbnailNo',
      'Missing inDutch',
    ]);
    expect(await within(entries[2]!).findByText('Cone (en)')).toBeInTheDocument();
  });

  it('tells a sort alone from a selection that narrows the items', () => {
    expect(narrowsItems(exercises, { filter: {}, sort: { field: 'reps', order: 'DESC' } })).toBe(false);
    expect(narrowsItems(exercises, { filter: { q: '', video: '' }, sort: undefined })).toBe(false);
    expect(narrowsItems(exercises, { filter: { video: '0' }, sort: undefined })).toBe(true);
    // "Missing in" narrows too (translation coverage), on a resource with translatable fields only.
    expect(narrowsItems(exercises, { filter: { missing: 'any' }, sort: undefined })).toBe(true);
    expect(narrowsItems(authors, { filter: { missing: 'any' }, sort: undefined })).toBe(false);
  });
});
