import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { formatDocumentTitle } from './documentTitle';

/** Lets a DocumentTitle hear the title of one inside it. */
const InnerTitleContext = createContext<((title: string | undefined) => void) | null>(null);

/**
 * Sets the document title to `title` through the template, unless a DocumentTitle inside it names
 * its own: the innermost wins. A layout names the route's title; an error or loading page inside
 * it names its own, and the route's returns when that page goes away.
 */
export function DocumentTitle({ title, children }: { title: string | undefined; children?: ReactNode }) {
  const tellOuter = useContext(InnerTitleContext);
  const [innerTitle, setInnerTitle] = useState<string | undefined>(undefined);
  const shown = innerTitle ?? title;

  useEffect(() => {
    if (!tellOuter) {
      document.title = formatDocumentTitle(shown);
      return undefined;
    }
    tellOuter(shown);
    return () => tellOuter(undefined);
  }, [tellOuter, shown]);

  return <InnerTitleContext.Provider value={setInnerTitle}>{children}</InnerTitleContext.Provider>;
}
