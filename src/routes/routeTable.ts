/**
 * Every named screen of docs/spec.md §2: route name → path → title key, in one table. The shell registers
 * its own routes from these paths, and the document title of any location is looked up here. The
 * resource routes are derived from the definitions, so a new definition gets its named routes too.
 */
import { camelCase } from '../../resources/definition';
import { hasTranslations } from '../../resources/kinds/translatable';
import type { ResourceDefinition } from '../../resources/definition';
import { definitions } from '../../resources';
import { named, namedRouteAt, type NamedRoute } from './namedRoute';
import { signInRoutes } from './signInRoutes';

export { signInRoutes, isSignInArea } from './signInRoutes';
export type { NamedRoute, ResourceScreen } from './namedRoute';

/** The main-area screens that are not resources. */
export const shellRoutes = {
  export: named('export-index', '/export'),
  /** The signed-in account's devices, two-step sign-in and security log, from the profile menu. */
  security: named('security-index', '/security'),
  /** Top level, outside the main layout (docs/spec.md §2). */
  accountDeletion: named('account-deletion-index', '/account-deletion'),
} as const;

/** The path of a resource's Translations screen, below its list. */
export const translationsSegment = 'translations';
export const translationsPath = (resource: string): string => `/${resource}/${translationsSegment}`;

/** The path of a resource's Import screen, below its list (docs/content-tools.md "Import"). */
export const importPath = (resource: string): string => `/${resource}/import`;

/** `Knowledge video` → `knowledge-video`: the singular in route names. */
export const singularSlug = (definition: ResourceDefinition): string => definition.label.one.toLowerCase().trim().replace(/\s+/g, '-');

/**
 * A resource's routes, named as docs/spec.md §2 spells them: `authors-index`, `create-author`,
 * `edit-author` at `/authors`, `/authors/create`, `/authors/:authorId/edit`; a form in steps also
 * has one route per step under its create and edit paths (`create-exercise-details`, …).
 */
export function resourceRoutes(definition: ResourceDefinition): NamedRoute[] {
  const singular = singularSlug(definition);
  const idParam = `${camelCase(singular.replace(/-/g, '_'))}Id`;
  const base = `/${definition.name}`;
  const create = { name: `create-${singular}`, path: `${base}/create` };
  const edit = { name: `edit-${singular}`, path: `${base}/:${idParam}/edit` };
  const routes = [
    named(`${definition.name}-index`, base, { definition, view: 'list' }),
    named(create.name, create.path, { definition, view: 'create' }),
    named(edit.name, edit.path, { definition, view: 'edit' }),
  ];
  if (hasTranslations(definition))
    routes.push(named(`${definition.name}-translations`, translationsPath(definition.name), { definition, view: 'translations' }));
  routes.push(named(`${definition.name}-import`, importPath(definition.name), { definition, view: 'import' }));
  for (const step of definition.form?.steps ?? []) {
    routes.push(named(`${create.name}-${step.name}`, `${create.path}/${step.name}`, { definition, view: 'create', step }));
    routes.push(named(`${edit.name}-${step.name}`, `${edit.path}/${step.name}`, { definition, view: 'edit', step }));
  }
  return routes;
}

/**
 * Where an item opens: its edit screen, `/{resource}/{id}/edit`, at the first step of a form in
 * steps (`/exercises/{id}/edit/details`), so that the screen has its name and title at once.
 */
export function editPath(resource: string | ResourceDefinition, id: string | number): string {
  const definition = typeof resource === 'string' ? definitions.find((known) => known.name === resource) : resource;
  const path = `/${typeof resource === 'string' ? resource : resource.name}/${encodeURIComponent(String(id))}/edit`;
  const firstStep = definition?.form?.steps?.[0];
  return firstStep ? `${path}/${firstStep.name}` : path;
}

export const routeTable: readonly NamedRoute[] = [
  ...Object.values(signInRoutes),
  ...definitions.flatMap(resourceRoutes),
  ...Object.values(shellRoutes),
];

/** The landing screen: the exercise list (docs/spec.md §1). */
export const landingResource = 'exercises';
export const landingPath = `/${landingResource}`;

/** The named route a location shows, the most specific match first; none for an unnamed path. */
export const routeAt = (pathname: string, routes: readonly NamedRoute[] = routeTable): NamedRoute | undefined =>
  namedRouteAt(pathname, routes);
