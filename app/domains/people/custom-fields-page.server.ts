import type { z } from 'zod'

/** A form post as a plain object; checkbox groups (several values per name) become arrays. */
export function formObject(formData: FormData): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {}
  for (const key of new Set(formData.keys())) {
    const values = formData
      .getAll(key)
      .filter((value): value is string => typeof value === 'string')
    result[key] = values.length > 1 ? values : (values[0] ?? '')
  }
  return result
}

export type ParseResult<T> =
  { ok: true; data: T } | { ok: false; fieldErrors: Record<string, string[]> }

export function parseForm<Schema extends z.ZodTypeAny>(
  schema: Schema,
  form: Record<string, unknown>,
): ParseResult<z.output<Schema>> {
  const parsed = schema.safeParse(form)
  if (parsed.success) return { ok: true, data: parsed.data }
  return { ok: false, fieldErrors: parsed.error.flatten().fieldErrors as Record<string, string[]> }
}
