/**
 * A user's display preferences (seed §2.4 layout options, the accessibility options).
 * Isomorphic: the settings form, the server that applies them and the schema share these.
 */
export const LAYOUTS = ['vertical', 'horizontal'] as const
export const NAVBAR_COLOURS = ['brand', 'slate', 'emerald', 'violet', 'rose'] as const
/** 0 is no image; 1–5 are the five navbar background images in /images/navbar/. */
export const NAVBAR_IMAGES = [0, 1, 2, 3, 4, 5] as const
export const TEXT_SIZES = ['normal', 'large', 'larger'] as const

export interface LayoutOptions {
  layout: (typeof LAYOUTS)[number]
  rtl: boolean
  boxed: boolean
  navbarColour: (typeof NAVBAR_COLOURS)[number]
  navbarImage: (typeof NAVBAR_IMAGES)[number]
}

export interface AccessibilityOptions {
  textSize: (typeof TEXT_SIZES)[number]
  highContrast: boolean
  reducedMotion: boolean
  underlineLinks: boolean
}

export const DEFAULT_LAYOUT_OPTIONS: LayoutOptions = {
  layout: 'vertical',
  rtl: false,
  boxed: false,
  navbarColour: 'brand',
  navbarImage: 0,
}

export const DEFAULT_ACCESSIBILITY_OPTIONS: AccessibilityOptions = {
  textSize: 'normal',
  highContrast: false,
  reducedMotion: false,
  underlineLinks: false,
}

/** Stored options may predate a newer option: fill the gaps with the defaults. */
export function layoutOptionsOf(stored: Partial<LayoutOptions> | null | undefined): LayoutOptions {
  return { ...DEFAULT_LAYOUT_OPTIONS, ...stored }
}

export function accessibilityOptionsOf(
  stored: Partial<AccessibilityOptions> | null | undefined,
): AccessibilityOptions {
  return { ...DEFAULT_ACCESSIBILITY_OPTIONS, ...stored }
}

/**
 * Classes on <html> that apply the user's theme and accessibility options with CSS alone, so
 * the first paint is already right (no flash, no script). theme-system follows the OS.
 */
export function htmlClassNames(prefs: {
  isDarkMode: boolean | null
  accessibility: AccessibilityOptions
}): string {
  const theme =
    prefs.isDarkMode === null ? 'theme-system' : prefs.isDarkMode ? 'theme-dark' : 'theme-light'
  const { textSize, highContrast, reducedMotion, underlineLinks } = prefs.accessibility
  return [
    theme,
    textSize !== 'normal' && `text-size-${textSize}`,
    highContrast && 'high-contrast',
    reducedMotion && 'reduced-motion',
    underlineLinks && 'underline-links',
  ]
    .filter(Boolean)
    .join(' ')
}

/** The navbar's colour and background image (styles/preferences.css), for any bar that has them. */
export function navbarClassNames(options: Pick<LayoutOptions, 'navbarColour' | 'navbarImage'>) {
  return `navbar-colour-${options.navbarColour} navbar-image-${options.navbarImage}`
}

/**
 * Classes for the signed-in layout's outer element: vertical or horizontal menu, boxed or full
 * width (styles/preferences.css). Right-to-left is the `dir` the root loader puts on <html>.
 */
export function layoutClassNames(options: Pick<LayoutOptions, 'layout' | 'boxed'>): string {
  return [`layout-${options.layout}`, options.boxed && 'layout-boxed'].filter(Boolean).join(' ')
}
