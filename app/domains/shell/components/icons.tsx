import type { IconName } from '../navigation'

/** One stroke of an icon: a path's `d`, a circle or a rectangle. */
type Stroke =
  | string
  | { cx: number; cy: number; r: number }
  | { x: number; y: number; width: number; height: number; rx: number }

/**
 * The shell's icons (menu and header) as inline SVG (Feather's shapes): no icon font to download, and they take the
 * text colour, so every navbar colour and theme works. Always decorative: the label names the item.
 */
const SHAPES: Record<
  IconName | 'chevron' | 'external' | 'menu' | 'sun' | 'moon' | 'clock',
  readonly Stroke[]
> = {
  home: ['M3 9l9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z', 'M9 22V12h6v10'],
  users: [
    'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2',
    { cx: 9, cy: 7, r: 4 },
    'M23 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75',
  ],
  building: [
    { x: 2, y: 7, width: 20, height: 14, rx: 2 },
    'M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16',
  ],
  book: [
    'M4 19.5A2.5 2.5 0 0 1 6.5 17H20',
    'M6.5 2H20v20H6.5A2.5 2.5 0 0 1 4 19.5v-15A2.5 2.5 0 0 1 6.5 2z',
  ],
  graduation: [{ cx: 12, cy: 8, r: 7 }, 'M8.21 13.89 7 23l5-3 5 3-1.21-9.12'],
  check: ['M22 11.08V12a10 10 0 1 1-5.93-9.14', 'M22 4 12 14.01l-3-3'],
  globe: [
    { cx: 12, cy: 12, r: 10 },
    'M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z',
  ],
  settings: ['M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6'],
  help: [{ cx: 12, cy: 12, r: 10 }, 'M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3M12 17h.01'],
  link: [
    'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71',
  ],
  chevron: ['m6 9 6 6 6-6'],
  external: ['M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14 21 3'],
  menu: ['M3 12h18M3 6h18M3 18h18'],
  sun: [
    { cx: 12, cy: 12, r: 4 },
    'M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  ],
  moon: ['M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z'],
  clock: [{ cx: 12, cy: 12, r: 9 }, 'M12 7v5l3 2'],
}

function drawn(stroke: Stroke, key: number) {
  if (typeof stroke === 'string') return <path key={key} d={stroke} />
  return 'r' in stroke ? <circle key={key} {...stroke} /> : <rect key={key} {...stroke} />
}

export function Icon({
  name,
  className = 'h-5 w-5',
}: {
  name: keyof typeof SHAPES
  className?: string
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 ${className}`}
    >
      {SHAPES[name].map(drawn)}
    </svg>
  )
}
