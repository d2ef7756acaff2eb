/**
 * A resource module as `App.tsx` spreads it into `<Resource>`: the list, create and edit views built
 * from the definition, its icon, how an item is named, and its menu label. A resource overrides
 * only what it truly needs: a view of its own, a confirmation before saving, a different image
 * quality, or its list data dropped when the user leaves its screens.
 *
 * The views are loaded on first use (and prefetched when the browser is idle after sign-in, see
 * `prefetchResourceViews`): the menu needs only the name, the icon and the label.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { hasTranslations, type ResourceDefinition } from '../../resources/definition';
import { ViewLoading } from '../layout/ViewLoading';
import { imageQuality } from './media/compressImage';
import { recordRepresentation } from './recordRepresentation';
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

export interface ResourceModuleOptions extends ViewOptions {
  icon: ComponentType;
  /** Views of the resource's own, in place of the built ones, each loaded on first use. */
  views?: Partial<Record<ViewName, ViewLoader>>;
}

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

export function buildResourceModule(definition: ResourceDefinition, options: ResourceModuleOptions): ResourceModule {
  // A quality out of 0–1 is a mistake in the module: it fails here, not on the first upload.
  const viewOptions: ViewOptions = {
    confirmSave: options.confirmSave,
    imageQuality: imageQuality(options.imageQuality),
    dropListDataOnLeave: options.dropListDataOnLeave,
  };
  let views: Promise<Record<ViewName, ComponentType>> | undefined;
  const buildViewsOnce = async () => {
    const [{ buildViews }, ...own] = await Promise.all([
      loadBuilders(),
      ...(['list', 'create', 'edit'] as const).map(async (name) => [name, (await options.views?.[name]?.())?.default] as const),
    ]);
    return buildViews(definition, viewOptions, Object.fromEntries(own.filter(([, View]) => View)));
  };
  const view = (name: ViewName) => lazyView(async () => (await (views ??= buildViewsOnce()))[name]);
  return {
    name: definition.name,
    list: view('list'),
    create: onNamedRoute(definition, 'create', view('create')),
    edit: onNamedRoute(definition, 'edit', view('edit')),
    icon: options.icon,
    recordRepresentation: recordRepresentation(definition),
    // A catalogue key: the menu shows the plural the catalogue derives from the definition.
    options: { label: `resources.${definition.name}.name` },
    translations: hasTranslations(definition) ? view('translations') : undefined,
  };
}
