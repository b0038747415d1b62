/**
 * The org domain's constants, client-safe (no Drizzle): forms in the browser use them, and a
 * table module would bring its table definitions and Drizzle along.
 */

/** Default colour of a new division (seed 001 §3). */
export const DEFAULT_DIVISION_COLOR = '#0cb2fc'
