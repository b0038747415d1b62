import { parseWithZod } from '@conform-to/zod'
import type { z } from 'zod'
import type { Actor } from '~/platform/actor'
import type { RequestMeta } from '~/platform/request-meta.server'
import { createDivision } from '../../org/divisions.server'
import { DivisionCreateSchema } from '../../org/divisions.schema'

const NEW_DIVISION_FIELDS = ['name', 'color', 'order'] as const

/**
 * 'Add Division/Dept' of the article form without JavaScript (intent 'add-division'): the whole
 * form was posted, so the division is created from its new_division_* fields and the form comes
 * back as typed with the division ticked; nothing is saved. A refused division comes back with
 * its messages at those fields. Null for any other button.
 */
export async function divisionAddition(
  formData: FormData,
  schema: z.ZodTypeAny,
  actor: Actor,
  meta: RequestMeta,
): Promise<{ initialValue: Record<string, unknown>; error?: Record<string, string[]> } | null> {
  if (formData.get('intent') !== 'add-division') return null
  const payload = parseWithZod(formData, { schema }).payload as Record<string, unknown>
  const typed = Object.fromEntries(
    NEW_DIVISION_FIELDS.map((field) => [
      `division_${field}`,
      String(formData.get(`new_division_${field}`) ?? ''),
    ]),
  )
  const parsed = DivisionCreateSchema.safeParse(typed)
  if (!parsed.success) {
    const error: Record<string, string[]> = {}
    for (const [field, messages] of Object.entries(parsed.error.flatten().fieldErrors)) {
      if (messages?.length) error[`new_${field}`] = messages
    }
    return { initialValue: payload, error }
  }
  const division = await createDivision(actor, parsed.data, meta)
  const chosen = [payload.division ?? []].flat().map(String)
  const cleared = Object.fromEntries(
    NEW_DIVISION_FIELDS.map((field) => [`new_division_${field}`, '']),
  )
  return {
    initialValue: { ...payload, ...cleared, division: [...chosen, String(division.id)] },
  }
}
