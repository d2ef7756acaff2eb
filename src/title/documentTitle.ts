import { productName } from '../brand';

/** The one title template (docs/spec.md §2): the screen's title, then the brand; the brand alone without one. */
export const formatDocumentTitle = (title: string | undefined): string => (title ? `${title} · ${productName}` : productName);
