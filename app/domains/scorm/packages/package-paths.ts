import { msg } from '~/i18n'

/** Why a zip entry's name is refused: every one would write outside the package's folder. */
export const PATH_PROBLEMS = {
  absolute: msg('The zip holds a file with an absolute path; the package was not saved.'),
  drive: msg('The zip holds a file with a drive letter; the package was not saved.'),
  traversal: msg('The zip holds a file outside its own folder (../); the package was not saved.'),
  unsafe: msg('The zip holds a file with an unusable name; the package was not saved.'),
} as const

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

/**
 * What is wrong with a path inside a package (a zip entry's name, a manifest's href), or null:
 * it must stay inside the package's folder, so no leading '/' or '\', no drive letter, no '..'
 * segment, no empty or '.' segment, no backslash or control character. A directory's trailing
 * '/' is allowed.
 */
export function packagePathProblem(name: string): keyof typeof PATH_PROBLEMS | null {
  if (name.startsWith('/') || name.startsWith('\\')) return 'absolute'
  if (/^[a-zA-Z]:/.test(name)) return 'drive'
  const segments = name.replace(/\/$/, '').split(/[/\\]/)
  if (segments.includes('..')) return 'traversal'
  if (name.includes('\\') || CONTROL_CHARACTERS.test(name)) return 'unsafe'
  if (segments.some((segment) => segment === '' || segment === '.' || segment.length > 255)) {
    return 'unsafe'
  }
  return null
}
