import type { ChildrenField } from '../../resources/kinds/children';
import { ChildrenList } from '../builders/fields/ChildrenList';
import type { ScreenKind } from './kind';
import { ReferenceNames } from './referenceNames';

/** Read-only: the items that point at this one, by name; on a form, each a link to its own. */
export const childrenScreen: ScreenKind<ChildrenField> = {
  cellIsText: true,
  Cell: ({ field, value }) => <ReferenceNames reference={field.reference} items={Array.isArray(value) ? value : []} />,
  FormValue: ({ field }) => <ChildrenList field={field} />,
};
