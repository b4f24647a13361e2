import { SVGProps } from 'react';

/*
 * The line icons the public pages use, drawn from Lucide's shapes (ISC licence) as single paths,
 * one module per icon so that each chunk carries only the icons it shows.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0-${2 * r} 0`;

/** A 24 × 24 line icon from one path, hidden from assistive technology (the control names itself). */
export function lineIcon(d: string) {
  return function LineIcon({ size = 24, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        {...props}
      >
        <path d={d} />
      </svg>
    );
  };
}

/** A 24 × 24 filled glyph (brand marks). */
export function glyph(d: string) {
  return function Glyph({ size = 20, ...props }: IconProps) {
    return (
      <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden="true" {...props}>
        <path d={d} />
      </svg>
    );
  };
}
