import { definitions } from '../../resources';
import { authors } from '../../resources/authors/definition';
import { hasTranslations } from '../../resources/kinds/translatable';
import { editPath, resourceRoutes, routeAt, routeTable } from './routeTable';
import english from '../../locales/en';
import { interfaceMessages } from '../i18n/catalogue';

/** Spec §2, every named screen with its path (parameters named as the spec names them). */
const specRoutes: Record<string, string> = {
  login: '/login',
  'forgot-password': '/forgot-password',
  'reset-password': '/reset-password/:token',
  'authors-index': '/authors',
  'create-author': '/authors/create',
  'edit-author': '/authors/:authorId/edit',
  'injuries-index': '/injuries',
  'create-injury': '/injuries/create',
  'edit-injury': '/injuries/:injuryId/edit',
  'equipment-index': '/equipment',
  'create-equipment': '/equipment/create',
  'edit-equipment': '/equipment/:equipmentId/edit',
  'exercises-index': '/exercises',
  'create-exercise': '/exercises/create',
  'edit-exercise': '/exercises/:exerciseId/edit',
  'create-exercise-details': '/exercises/create/details',
  'create-exercise-video': '/exercises/create/video',
  'create-exercise-equipment': '/exercises/create/equipment',
  'create-exercise-injuries': '/exercises/create/injuries',
  'edit-exercise-details': '/exercises/:exerciseId/edit/details',
  'edit-exercise-video': '/exercises/:exerciseId/edit/video',
  'edit-exercise-equipment': '/exercises/:exerciseId/edit/equipment',
  'edit-exercise-injuries': '/exercises/:exerciseId/edit/injuries',
  'knowledge-videos-index': '/knowledge-videos',
  'create-knowledge-video': '/knowledge-videos/create',
  'edit-knowledge-video': '/knowledge-videos/:knowledgeVideoId/edit',
  'referrals-index': '/referrals',
  'create-referral': '/referrals/create',
  'edit-referral': '/referrals/:referralId/edit',
  'export-index': '/export',
  'account-deletion-index': '/account-deletion',
};

/** Beyond docs/spec.md §2: the Translations screen of each resource with translatable fields (docs/content-tools.md, "Translation coverage"). */
const translationRoutes: Record<string, string> = Object.fromEntries(
  definitions.filter(hasTranslations).map(({ name }) => [`${name}-translations`, `/${name}/translations`]),
);

/** Beyond docs/spec.md §2: the Import screen of every resource (docs/content-tools.md "Import"). */
const importRoutes: Record<string, string> = Object.fromEntries(definitions.map(({ name }) => [`${name}-import`, `/${name}/import`]));
/** Beyond docs/spec.md §2: the account's devices, two-step sign-in and security log, from the profile menu. */
const accountRoutes: Record<string, string> = { 'security-index': '/security' };

/** The screens of resources an integrator added beside the spec's six, by the same rule. */
const specResources = ['authors', 'injuries', 'equipment', 'exercises', 'knowledge-videos', 'referrals'];
const addedRoutes: Record<string, string> = Object.fromEntries(
  definitions
    .filter(({ name }) => !specResources.includes(name))
    .flatMap((definition) => resourceRoutes(definition).map((route) => [route.name, route.path])),
);

const titles = interfaceMessages(english).messages.titles as Record<string, string>;

describe('the route table', () => {
  it('names every screen of docs/spec.md §2 at its path, and the Translations and Import screens, and nothing else', () => {
    expect(Object.fromEntries(routeTable.map((route) => [route.name, route.path]))).toEqual({
      ...specRoutes,
      ...translationRoutes,
      ...importRoutes,
      ...accountRoutes,
      ...addedRoutes,
    });
  });

  it('gives every route a title in the catalogue', () => {
    for (const route of routeTable) {
      expect(route.titleKey).toBe(`titles.${route.name}`);
      expect(titles[route.name], route.name).toMatch(/\S/);
    }
    expect(titles['exercises-index']).toBe('Exercises');
    expect(titles['create-knowledge-video']).toBe('New knowledge video');
    expect(titles['edit-exercise-injuries']).toBe('Edit exercise: injuries');
    expect(titles['exercises-translations']).toBe('Exercise translations');
    expect(titles['exercises-import']).toBe('Import exercises');
  });

  it('finds the route a location shows, the most specific first', () => {
    expect(routeAt('/exercises')?.name).toBe('exercises-index');
    expect(routeAt('/exercises/create')?.name).toBe('create-exercise');
    expect(routeAt('/exercises/create/video')?.name).toBe('create-exercise-video');
    expect(routeAt('/exercises/7f1c/edit')?.name).toBe('edit-exercise');
    expect(routeAt('/exercises/translations')?.name).toBe('exercises-translations');
    expect(routeAt('/exercises/7f1c/edit/equipment')?.name).toBe('edit-exercise-equipment');
    expect(routeAt('/reset-password/abc123')?.name).toBe('reset-password');
    expect(routeAt('/knowledge-videos/')?.name).toBe('knowledge-videos-index');
  });

  it('names no route for a path the spec does not name', () => {
    expect(routeAt('/')).toBeUndefined();
    expect(routeAt('/nowhere')).toBeUndefined();
    expect(routeAt('/access-denied')).toBeUndefined();
  });
});

describe('the routes of a resource', () => {
  const paths = (definition: Parameters<typeof resourceRoutes>[0]) =>
    Object.fromEntries(resourceRoutes(definition).map((route) => [route.name, route.path]));

  it('come from its definition: a route per form step, named and placed as its create and edit', () => {
    const steppedAuthors = {
      ...authors,
      form: {
        steps: [
          { name: 'names', label: 'Names', sources: ['firstName', 'lastName'] },
          { name: 'picture', label: 'Picture', sources: ['authorPicture'] },
        ],
      },
    };
    expect(paths(steppedAuthors)).toEqual({
      'authors-index': '/authors',
      'create-author': '/authors/create',
      'edit-author': '/authors/:authorId/edit',
      'authors-import': '/authors/import',
      'create-author-names': '/authors/create/names',
      'create-author-picture': '/authors/create/picture',
      'edit-author-names': '/authors/:authorId/edit/names',
      'edit-author-picture': '/authors/:authorId/edit/picture',
    });
    expect(resourceRoutes(steppedAuthors).find((route) => route.name === 'edit-author-picture')?.screen?.step?.label).toBe('Picture');
  });

  it('have no step routes when the form is one page', () => {
    expect(Object.keys(paths(authors))).toEqual(['authors-index', 'create-author', 'edit-author', 'authors-import']);
  });
});

describe('where an item opens', () => {
  it('is its named edit route, at the first step of a form in steps', () => {
    expect(editPath('authors', 'a1')).toBe('/authors/a1/edit');
    expect(editPath('referrals', 42)).toBe('/referrals/42/edit');
    expect(editPath('exercises', '7f1c')).toBe('/exercises/7f1c/edit/details');
    expect(routeAt(editPath('exercises', '7f1c'))?.name).toBe('edit-exercise-details');
    expect(routeAt(editPath('knowledge-videos', 'k 1'))?.name).toBe('edit-knowledge-video');
  });
});
