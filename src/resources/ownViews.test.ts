import { ownViewOf, ownViewsByResource } from './ownViews';
import { resourceModules } from './resourceModules';
import { definitions } from '../../resources';

const load = () => Promise.resolve({ default: () => null });

describe("a resource's own views", () => {
  it('are found by their path in the resource folder', () => {
    expect(ownViewOf('../../resources/sponsors/views/edit.tsx')).toEqual(['sponsors', 'edit']);
    expect(ownViewOf('../../resources/knowledge-videos/views/translations.tsx')).toEqual(['knowledge-videos', 'translations']);
    expect(ownViewOf('../../resources/sponsors/views/helpers.tsx')).toBeUndefined();
  });

  it('are grouped by resource, and a file that is no view is a mistake said at start', () => {
    const views = ownViewsByResource({ '../../resources/sponsors/views/edit.tsx': load, '../../resources/sponsors/views/list.tsx': load });
    expect(Object.keys(views.get('sponsors') ?? {}).sort()).toEqual(['edit', 'list']);
    expect(() => ownViewsByResource({ '../../resources/sponsors/views/chart.tsx': load })).toThrow(/chart\.tsx is not a view/);
  });
});

it('builds one module per definition, in the order of the one list', () => {
  expect(resourceModules.map((module) => module.name)).toEqual(definitions.map((definition) => definition.name));
});
