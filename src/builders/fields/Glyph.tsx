/**
 * A Material icon as a plain SVG in the text's colour: for what a list draws in every row, where
 * MUI's SvgIcon (a styled component) costs a style serialisation at each row's render. Named for
 * assistive technology (and the browser's tooltip) when given a label, else hidden from it.
 */
import type { CSSProperties } from 'react';

export function Glyph({ path, size = 24, label, style }: { path: string; size?: number; label?: string; style?: CSSProperties }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      focusable="false"
      style={style}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {label && <title>{label}</title>}
      <path d={path} />
    </svg>
  );
}
