/** Every resource's module, built from the one list of definitions, in menu order, for `App.tsx`. */
import { definitions } from '../../resources';
import { buildResourceModule, type ResourceModule } from '../builders/buildResourceModule';
import { ownViews } from './ownViews';

export const resourceModules: readonly ResourceModule[] = definitions.map((definition) =>
  buildResourceModule(definition, ownViews.get(definition.name)),
);
