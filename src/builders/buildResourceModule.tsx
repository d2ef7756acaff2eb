/**
 * A resource module as `App.tsx` spreads it into `<Resource>`: the list, create and edit views built
 * from the definition, its icon, how an item is named, and its menu label. A resource overrides
 * only what it truly needs: a view of its own, a confirmation before saving, a different image
 * quality, or its list data dropped when the user leaves its screens.
 */
import type { ComponentType } from 'react';
import type { ResourceDefinition } from '../../resources/definition';
import { buildCreate } from './form/ResourceCreate';
import { buildEdit } from './form/ResourceEdit';
import type { FormOptions } from './form/formOptions';
import { buildList } from './list/ResourceList';
import { useDropListDataOnLeave } from './list/useDropListDataOnLeave';
import { imageQuality } from './media/compressImage';
import { recordRepresentation } from './recordRepresentation';

export interface ResourceModule {
  name: string;
  list: ComponentType;
  create: ComponentType;
  edit: ComponentType;
  icon: ComponentType;
  recordRepresentation: (record: Record<string, unknown>) => string;
  options: { label: string };
}

export interface ResourceModuleOptions extends FormOptions {
  icon: ComponentType;
  /** Views of the resource's own, in place of the built ones. */
  views?: Partial<Pick<ResourceModule, 'list' | 'create' | 'edit'>>;
  /** Drop the list's data 1 ms after the user leaves the resource's screens (spec §4, referrals). */
  dropListDataOnLeave?: boolean;
}

/** The view, also dropping the resource's list data when the last of its views goes. */
function droppingListDataOnLeave(resource: string, View: ComponentType): ComponentType {
  return function ViewDroppingListDataOnLeave() {
    useDropListDataOnLeave(resource);
    return <View />;
  };
}

export function buildResourceModule(definition: ResourceDefinition, options: ResourceModuleOptions): ResourceModule {
  // A quality out of 0–1 is a mistake in the module: it fails here, not on the first upload.
  const formOptions: FormOptions = { confirmSave: options.confirmSave, imageQuality: imageQuality(options.imageQuality) };
  const views = {
    list: options.views?.list ?? buildList(definition),
    create: options.views?.create ?? buildCreate(definition, formOptions),
    edit: options.views?.edit ?? buildEdit(definition, formOptions),
  };
  const wrap = (View: ComponentType) => (options.dropListDataOnLeave ? droppingListDataOnLeave(definition.name, View) : View);
  return {
    name: definition.name,
    list: wrap(views.list),
    create: wrap(views.create),
    edit: wrap(views.edit),
    icon: options.icon,
    recordRepresentation: recordRepresentation(definition),
    // A catalogue key: the menu shows the plural the catalogue derives from the definition.
    options: { label: `resources.${definition.name}.name` },
  };
}
