/** An ILIKE pattern for "contains": a typed '%', '_' or '\' matches itself. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}
