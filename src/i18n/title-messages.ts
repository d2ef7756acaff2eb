/**
 * The title of every named screen (docs/spec.md §2) under the key the route table gives it
 * (`titles.<route name>`); a resource screen's title is made from its definition's labels.
 */
import { routeTable, type ResourceScreen } from '../routes/routeTable';
import { signInTitles } from './sign-in-catalogue';

const fixedTitles: Record<string, string> = {
  ...signInTitles,
  'export-index': 'Export',
  'security-index': 'Devices and security',
  'account-deletion-index': 'Account deletion',
};

function resourceTitle({ definition, view, step }: ResourceScreen): string {
  const one = definition.label.one.toLowerCase();
  const titles = {
    list: definition.label.other,
    create: `New ${one}`,
    edit: `Edit ${one}`,
    translations: `${definition.label.one} translations`,
    import: `Import ${definition.label.other.toLowerCase()}`,
  };
  const title = titles[view];
  return step ? `${title}: ${step.label.toLowerCase()}` : title;
}

export const titleMessages = {
  titles: Object.fromEntries(routeTable.map((route) => [route.name, route.screen ? resourceTitle(route.screen) : fixedTitles[route.name]])),
};
