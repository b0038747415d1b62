import { eq, sql } from 'drizzle-orm'
import { deny, auditChange } from '~/platform/audit.server'
import type { Asker } from '~/platform/authorize.server'
import { db, type Transaction } from '~/platform/db.server'
import { ownedRow } from '~/platform/tenancy.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import {
  CUSTOM_FIELD_MESSAGES,
  isChoiceType,
  type ChoiceCreateInput,
  type ChoiceUpdateInput,
} from './custom-fields.schema'
import { customFieldChoices, staffCustomFieldValues } from './custom-fields.tables'
import { authorizeManage, getDefinition, toChoiceDto, type ChoiceDto } from './custom-fields.server'

/* A choice field's options: listed with the field, added, renamed or reordered, and deleted. */

async function choiceField(actor: Actor, id: number, meta: RequestMeta, action: string) {
  const definition = await getDefinition(actor, id, meta, action)
  if (!isChoiceType(definition.field_type)) {
    throw AppError.invalidField('field', CUSTOM_FIELD_MESSAGES.notChoice)
  }
  return definition
}

/** Every change of an option is recorded with its field and its label. */
function recordChoice(
  tx: Transaction,
  asker: Asker,
  change: 'create' | 'update' | 'delete',
  fieldId: number,
  choice: { id: number; label: string },
) {
  const entity = { type: 'custom_field_choice', id: choice.id }
  const details = { field: fieldId, label: choice.label }
  return auditChange(tx, asker, `custom_field_choice.${change}`, entity, details)
}

export async function listChoices(
  actor: Actor,
  fieldId: number,
  meta: RequestMeta,
): Promise<ChoiceDto[]> {
  return (await getDefinition(actor, fieldId, meta)).choices
}

export async function getChoice(
  actor: Actor,
  fieldId: number,
  choiceId: number,
  meta: RequestMeta,
  action = 'custom_field_choice.read',
): Promise<ChoiceDto> {
  const definition = await getDefinition(actor, fieldId, meta, action)
  const choice = definition.choices.find((candidate) => candidate.id === choiceId)
  if (!choice) {
    return deny(actor, meta, action, AppError.notFound(), {
      type: 'custom_field_choice',
      id: choiceId,
    })
  }
  return choice
}

export async function createChoice(
  actor: Actor,
  fieldId: number,
  input: ChoiceCreateInput,
  meta: RequestMeta,
): Promise<ChoiceDto> {
  await authorizeManage(actor, meta, 'custom_field_choice.create', fieldId)
  await choiceField(actor, fieldId, meta, 'custom_field_choice.create')
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customFieldChoices)
      .values({
        companyId: actor.companyId,
        definitionId: fieldId,
        label: input.label,
        order: input.order,
      })
      .returning()
    await recordChoice(tx, { actor, meta }, 'create', fieldId, row!)
    return toChoiceDto(row!)
  })
}

export async function updateChoice(
  actor: Actor,
  fieldId: number,
  choiceId: number,
  input: ChoiceUpdateInput,
  meta: RequestMeta,
): Promise<ChoiceDto> {
  await authorizeManage(actor, meta, 'custom_field_choice.update', fieldId)
  const current = await getChoice(actor, fieldId, choiceId, meta, 'custom_field_choice.update')
  const changes = {
    ...(input.label === undefined ? {} : { label: input.label }),
    ...(input.order === undefined ? {} : { order: input.order }),
  }
  // A PATCH naming no field changes nothing (an empty SET is not SQL).
  if (!Object.keys(changes).length) return current
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(customFieldChoices)
      .set(changes)
      .where(ownedRow(customFieldChoices, actor, choiceId))
      .returning()
    await recordChoice(tx, { actor, meta }, 'update', fieldId, row!)
    return toChoiceDto(row!)
  })
}

/** Deletes an option and takes it out of every value that held it. */
export async function deleteChoice(
  actor: Actor,
  fieldId: number,
  choiceId: number,
  meta: RequestMeta,
): Promise<void> {
  await authorizeManage(actor, meta, 'custom_field_choice.delete', fieldId)
  const choice = await getChoice(actor, fieldId, choiceId, meta, 'custom_field_choice.delete')
  await db.transaction(async (tx) => {
    const values = await tx
      .select()
      .from(staffCustomFieldValues)
      .where(eq(staffCustomFieldValues.definitionId, fieldId))
    for (const row of values) {
      const held = Array.isArray(row.value) ? row.value : [row.value]
      if (!held.includes(choiceId)) continue
      const rest = held.filter((id) => id !== choiceId) as number[]
      if (!Array.isArray(row.value) || rest.length === 0) {
        await tx.delete(staffCustomFieldValues).where(eq(staffCustomFieldValues.id, row.id))
      } else {
        await tx
          .update(staffCustomFieldValues)
          .set({ value: rest, version: sql`${staffCustomFieldValues.version} + 1` })
          .where(eq(staffCustomFieldValues.id, row.id))
      }
    }
    await tx.delete(customFieldChoices).where(eq(customFieldChoices.id, choiceId))
    await recordChoice(tx, { actor, meta }, 'delete', fieldId, choice)
  })
}
