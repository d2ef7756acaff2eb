/**
 * The title of every named screen (docs/spec.md §2) under the key the route table gives it
 * (`titles.<route name>`): the catalogue's own for the screens that are not a resource's, and a
 * resource screen's made from its names in the catalogue's language.
 */
import type { Catalogue } from '../../locales/en';
import { routeTable, type ResourceScreen } from '../routes/routeTable';
import { namesIn } from './resource-messages';

function resourceTitle(catalogue: Catalogue, { definition, view, step }: ResourceScreen): string {
  const names = namesIn(catalogue, definition);
  const title = catalogue.resourceTexts(names, definition.deleteIsIrreversibleWarning).titles[view];
  return step ? catalogue.stepTitle(title, names.steps?.[step.name] ?? step.label) : title;
}

export const titleMessages = (catalogue: Catalogue) => ({
  titles: {
    ...catalogue.titles,
    ...Object.fromEntries(routeTable.flatMap((route) => (route.screen ? [[route.name, resourceTitle(catalogue, route.screen)]] : []))),
  },
});
