/**
 * A resource module as `App.tsx` spreads it into `<Resource>`: the list, create and edit views built
 * from the definition, its icon, how an item is named, and its menu label. What a resource needs
 * beyond its fields (a confirmation before saving, its list data dropped when the user leaves its
 * screens) its definition says under `admin`; a view of its own replaces a built one.
 *
 * The views are loaded on first use (and prefetched when the browser is idle after sign-in, see
 * `prefetchResourceViews`): the menu needs only the name, the icon and the label.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { type ResourceDefinition } from '../../resources/definition';
import { hasTranslations } from '../../resources/kinds/translatable';
import { ViewLoading } from '../layout/ViewLoading';
import { recordRepresentation } from './recordRepresentation';
import { iconOf } from './resourceIcons';
import type { ViewName, ViewOptions } from './resourceViews';
import { NamedResourceRoute } from '../routes/NamedResourceRoute';

export interface ResourceModule {
  name: string;
  list: ComponentType;
  create: ComponentType;
  edit: ComponentType;
  icon: ComponentType;
  recordRepresentation: (record: Record<string, unknown>) => string;
  options: { label: string };
  /** Its Translations screen, where it has translatable fields (App.tsx routes it at `translationsPath`). */
  translations?: ComponentType;
}

/** A view's module, imported when first shown: `() => import('./MyEdit')`. */
export type ViewLoader = () => Promise<{ default: ComponentType }>;

/** Views of a resource's own, in place of the built ones, each loaded on first use. */
export type OwnViews = Partial<Record<ViewName, ViewLoader>>;

/** Loads the builders once, for every resource. */
const loadBuilders = () => import('./resourceViews');

/** Starts loading every resource's screens, e.g. when the browser is idle after sign-in. */
export const prefetchResourceViews = () => loadBuilders();

/** A view that loads `load`'s component on first render, showing that it loads meanwhile. */
function lazyView(load: () => Promise<ComponentType>): ComponentType {
  const Loaded = lazy(() => load().then((View) => ({ default: View })));
  return function LazyView() {
    return (
      <Suspense fallback={<ViewLoading />}>
        <Loaded />
      </Suspense>
    );
  };
}

/** The create or edit view, shown only on its named paths. */
function onNamedRoute(definition: ResourceDefinition, view: 'create' | 'edit', View: ComponentType): ComponentType {
  return function ViewOnNamedRoute() {
    return (
      <NamedResourceRoute definition={definition} view={view}>
        <View />
      </NamedResourceRoute>
    );
  };
}

export function buildResourceModule(definition: ResourceDefinition, ownViews: OwnViews = {}): ResourceModule {
  const viewOptions: ViewOptions = {
    confirmSave: definition.admin?.confirmSave,
    dropListDataOnLeave: definition.admin?.dropListDataOnLeave,
  };
  let views: Promise<Record<ViewName, ComponentType>> | undefined;
  const buildViewsOnce = async () => {
    const [{ buildViews }, ...own] = await Promise.all([
      loadBuilders(),
      ...(['list', 'create', 'edit', 'translations'] as const).map(async (name) => [name, (await ownViews[name]?.())?.default] as const),
    ]);
    return buildViews(definition, viewOptions, Object.fromEntries(own.filter(([, View]) => View)));
  };
  const view = (name: ViewName) => lazyView(async () => (await (views ??= buildViewsOnce()))[name]);
  return {
    name: definition.name,
    list: view('list'),
    create: onNamedRoute(definition, 'create', view('create')),
    edit: onNamedRoute(definition, 'edit', view('edit')),
    icon: iconOf(definition),
    recordRepresentation: recordRepresentation(definition),
    // A catalogue key: the menu shows the plural the catalogue derives from the definition.
    options: { label: `resources.${definition.name}.name` },
    translations: hasTranslations(definition) ? view('translations') : undefined,
  };
}
