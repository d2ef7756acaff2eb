/** A link out of the admin in a list cell (an address to write to, a page to open). */
import type { MouseEvent, ReactNode } from 'react';

/** The row opens its item on a click: a click on the link follows the link only. */
const keepFromRow = (event: MouseEvent) => event.stopPropagation();

export function OutboundLink({ href, newTab, children }: { href: string; newTab?: boolean; children: ReactNode }) {
  return (
    <a href={href} onClick={keepFromRow} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
