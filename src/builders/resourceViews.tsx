/**
 * A resource's screens, built from its definition: everything a list, a create or an edit form
 * needs. `buildResourceModule` loads this module only when a resource's screen is first opened
 * (or the browser is idle after sign-in), so the sign-in area never loads it.
 */
import type { ComponentType } from 'react';
import type { ResourceDefinition } from '../../resources/definition';
import { buildCreate } from './form/ResourceCreate';
import { buildEdit } from './form/ResourceEdit';
import type { FormOptions } from './form/formOptions';
import { buildList } from './list/ResourceList';
import { buildTranslations } from './coverage/TranslationsScreen';
import { useDropListDataOnLeave } from './list/useDropListDataOnLeave';

export type ViewName = 'list' | 'create' | 'edit' | 'translations';

export interface ViewOptions extends FormOptions {
  /** Drop the list's data 1 ms after the user leaves the resource's screens. */
  dropListDataOnLeave?: boolean;
}

/** The view, also dropping the resource's list data when the last of its views goes. */
function droppingListDataOnLeave(resource: string, View: ComponentType): ComponentType {
  return function ViewDroppingListDataOnLeave() {
    useDropListDataOnLeave(resource);
    return <View />;
  };
}

/** The built views; `own` replaces a built one by a view of the resource's own. */
export function buildViews(
  definition: ResourceDefinition,
  options: ViewOptions,
  own: Partial<Record<ViewName, ComponentType>> = {},
): Record<ViewName, ComponentType> {
  const wrap = (View: ComponentType) => (options.dropListDataOnLeave ? droppingListDataOnLeave(definition.name, View) : View);
  return {
    list: wrap(own.list ?? buildList(definition)),
    create: wrap(own.create ?? buildCreate(definition, options)),
    edit: wrap(own.edit ?? buildEdit(definition, options)),
    translations: wrap(own.translations ?? buildTranslations(definition)),
  };
}
