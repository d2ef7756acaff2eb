import type { ChildrenField } from '../../resources/definition';
import type { ScreenKind } from './kind';
import { ReferenceNames } from './referenceNames';

/** Read-only: the items that point at this one, by name. */
export const childrenScreen: ScreenKind<ChildrenField> = {
  cellIsText: true,
  Cell: ({ field, value }) => <ReferenceNames reference={field.reference} items={Array.isArray(value) ? value : []} />,
};
