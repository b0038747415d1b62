import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { deny, auditChange } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { db, type Queryable } from '~/platform/db.server'
import {
  deleteOwned,
  givenFields,
  insertOwned,
  updateVersioned,
} from '~/platform/owned-rows.server'
import { ownedBy } from '~/platform/tenancy.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { can } from './custom-fields.policy'
import {
  CUSTOM_FIELD_MESSAGES,
  isChoiceType,
  parseFieldValue,
  type DefinitionCreateInput,
  type DefinitionUpdateInput,
  type StoredValue,
} from './custom-fields.schema'
import {
  customFieldChoices,
  customFieldDefinitions,
  staffCustomFieldValues,
  type CustomFieldChoice,
  type CustomFieldDefinition,
} from './custom-fields.tables'
import type { CustomFieldType } from './custom-field-types'
import { findStaffTarget } from './staff-target.server'

export interface ChoiceDto {
  id: number
  field: number
  label: string
  order: number
}

export interface DefinitionDto {
  id: number
  name: string
  field_type: CustomFieldType
  is_required: boolean
  order: number
  choices: ChoiceDto[]
  company: number
  version: number
}

/** One field's value on a person: `value` as stored, `display` as people read it. */
export interface StaffFieldValueDto {
  field: number
  name: string
  field_type: CustomFieldType
  is_required: boolean
  value: StoredValue | null
  display: string
}

export const toChoiceDto = (row: CustomFieldChoice): ChoiceDto => ({
  id: row.id,
  field: row.definitionId,
  label: row.label,
  order: row.order,
})

function toDefinitionDto(row: CustomFieldDefinition, choices: CustomFieldChoice[]): DefinitionDto {
  return {
    id: row.id,
    name: row.name,
    field_type: row.fieldType,
    is_required: row.isRequired,
    order: row.order,
    choices: choices.filter((choice) => choice.definitionId === row.id).map(toChoiceDto),
    company: row.companyId,
    version: row.version,
  }
}

export function authorizeManage(actor: Actor, meta: RequestMeta, action: string, id?: number) {
  const entity = id === undefined ? undefined : { type: 'custom_field', id }
  return authorize({ actor, meta }, () => can(actor, 'customField.manage'), action, entity)
}

/** Setting a person's values: their own, or anyone's for profile admins. */
function authorizeValues(actor: Actor, meta: RequestMeta, target: { membershipId: number }) {
  return authorize(
    { actor, meta },
    () => can(actor, 'customFieldValue.set', target),
    'custom_field_value.set',
    { type: 'staff', id: target.membershipId },
  )
}

async function loadDefinitions(q: Queryable, owner: Pick<Actor, 'companyId'>, ids?: number[]) {
  const definitions = await q
    .select()
    .from(customFieldDefinitions)
    .where(
      and(
        ownedBy(customFieldDefinitions, owner),
        ids ? inArray(customFieldDefinitions.id, ids) : undefined,
      ),
    )
    .orderBy(asc(customFieldDefinitions.order), asc(customFieldDefinitions.id))
  const choices = definitions.length
    ? await q
        .select()
        .from(customFieldChoices)
        .where(
          inArray(
            customFieldChoices.definitionId,
            definitions.map((definition) => definition.id),
          ),
        )
        .orderBy(asc(customFieldChoices.order), asc(customFieldChoices.id))
    : []
  return definitions.map((definition) => toDefinitionDto(definition, choices))
}

/** The company's fields in display order, each with its choices. */
export function listDefinitions(actor: Actor): Promise<DefinitionDto[]> {
  return loadDefinitions(db, actor)
}

export async function getDefinition(
  actor: Actor,
  id: number,
  meta: RequestMeta,
  action = 'custom_field.read',
): Promise<DefinitionDto> {
  const [definition] = await loadDefinitions(db, actor, [id])
  if (!definition) {
    return deny(actor, meta, action, AppError.notFound(), { type: 'custom_field', id })
  }
  return definition
}

export async function createDefinition(
  actor: Actor,
  input: DefinitionCreateInput,
  meta: RequestMeta,
): Promise<DefinitionDto> {
  await authorizeManage(actor, meta, 'custom_field.create')
  if (input.choices.length && !isChoiceType(input.field_type)) {
    throw AppError.invalidField('choices', CUSTOM_FIELD_MESSAGES.notChoice)
  }
  const id = await db.transaction(async (tx) => {
    const row = await insertOwned(
      tx,
      { actor, meta },
      customFieldDefinitions,
      {
        name: input.name,
        fieldType: input.field_type,
        isRequired: input.is_required,
        order: input.order,
      },
      {
        action: 'custom_field.create',
        entityType: 'custom_field',
        details: (row) => ({ name: row.name, field_type: row.fieldType }),
      },
    )
    if (input.choices.length) {
      await tx.insert(customFieldChoices).values(
        input.choices.map((label, index) => ({
          companyId: actor.companyId,
          definitionId: row.id,
          label,
          order: index + 1,
        })),
      )
    }
    return row.id
  })
  return getDefinition(actor, id, meta)
}

/** Applies a change made from `input.version`; a stale version is a 409, nothing is written. */
export async function updateDefinition(
  actor: Actor,
  id: number,
  input: DefinitionUpdateInput,
  meta: RequestMeta,
): Promise<DefinitionDto> {
  await authorizeManage(actor, meta, 'custom_field.update', id)
  await getDefinition(actor, id, meta, 'custom_field.update')
  await updateVersioned(db, { actor, meta }, customFieldDefinitions, {
    id,
    version: input.version,
    set: givenFields({ name: input.name, isRequired: input.is_required, order: input.order }),
    stale: CUSTOM_FIELD_MESSAGES.stale,
    action: 'custom_field.update',
    entityType: 'custom_field',
    details: (row) => ({ name: row.name, from_version: input.version }),
  })
  return getDefinition(actor, id, meta)
}

/** Deletes a field with its choices and everyone's values of it. */
export async function deleteDefinition(actor: Actor, id: number, meta: RequestMeta): Promise<void> {
  await authorizeManage(actor, meta, 'custom_field.delete', id)
  await getDefinition(actor, id, meta, 'custom_field.delete')
  await deleteOwned({ actor, meta }, customFieldDefinitions, id, {
    action: 'custom_field.delete',
    entityType: 'custom_field',
    details: (row) => ({ name: row.name }),
  })
}

// ---- Values --------------------------------------------------------------------------------

function display(definition: DefinitionDto, value: StoredValue | null): string {
  if (value === null) return ''
  const labelOf = (id: number) => definition.choices.find((choice) => choice.id === id)?.label ?? ''
  switch (definition.field_type) {
    case 'checkbox':
      return value === true ? 'Yes' : 'No'
    case 'single_choice':
      return labelOf(Number(value))
    case 'multiple_choice':
      return (Array.isArray(value) ? value : []).map(labelOf).filter(Boolean).join(', ')
    default:
      return String(value)
  }
}

async function valuesOf(
  q: Queryable,
  owner: Pick<Actor, 'companyId'>,
  membershipId: number,
): Promise<StaffFieldValueDto[]> {
  const definitions = await loadDefinitions(q, owner)
  const rows = await q
    .select()
    .from(staffCustomFieldValues)
    .where(
      and(
        eq(staffCustomFieldValues.membershipId, membershipId),
        ownedBy(staffCustomFieldValues, owner),
      ),
    )
  const stored = new Map(rows.map((row) => [row.definitionId, row.value]))
  return definitions.map((definition) => {
    const value = stored.get(definition.id) ?? null
    return {
      field: definition.id,
      name: definition.name,
      field_type: definition.field_type,
      is_required: definition.is_required,
      value,
      display: display(definition, value),
    }
  })
}

/** Every field of the company with this person's value (null when none). */
export async function listStaffValues(
  actor: Actor,
  membershipId: number,
  meta: RequestMeta,
): Promise<StaffFieldValueDto[]> {
  await findStaffTarget(actor, membershipId, meta, 'custom_field_value.read')
  return valuesOf(db, actor, membershipId)
}

export async function getStaffValue(
  actor: Actor,
  membershipId: number,
  fieldId: number,
  meta: RequestMeta,
): Promise<StaffFieldValueDto> {
  const values = await listStaffValues(actor, membershipId, meta)
  const value = values.find((candidate) => candidate.field === fieldId)
  if (!value) {
    return deny(actor, meta, 'custom_field_value.read', AppError.notFound(), {
      type: 'custom_field',
      id: fieldId,
    })
  }
  return value
}

/** Setting a person's values: someone of the actor's company (else not found) they may edit. */
export async function authorizeValueSet(actor: Actor, meta: RequestMeta, membershipId: number) {
  const target = await findStaffTarget(actor, membershipId, meta, 'custom_field_value.set')
  await authorizeValues(actor, meta, target)
}

/**
 * Sets several fields of one person at once (the edit form sends all of them, the API one):
 * field id → raw value. Every value is checked first; any problem is a 400 keyed
 * `field-{id}` and nothing is written. An empty value clears the field unless it is required.
 */
export async function setStaffValues(
  actor: Actor,
  membershipId: number,
  raw: Map<number, unknown>,
  meta: RequestMeta,
): Promise<StaffFieldValueDto[]> {
  await authorizeValueSet(actor, meta, membershipId)
  const definitions = await loadDefinitions(db, actor, [...raw.keys()])
  const byId = new Map(definitions.map((definition) => [definition.id, definition]))
  const errors: Record<string, string[]> = {}
  const parsed = new Map<number, StoredValue | null>()
  for (const [fieldId, input] of raw) {
    const definition = byId.get(fieldId)
    if (!definition) {
      return deny(actor, meta, 'custom_field_value.set', AppError.notFound(), {
        type: 'custom_field',
        id: fieldId,
      })
    }
    const result = parseFieldValue(
      { fieldType: definition.field_type, isRequired: definition.is_required },
      definition.choices.map((choice) => choice.id),
      input,
    )
    if ('error' in result) errors[`field-${fieldId}`] = [result.error]
    else parsed.set(fieldId, result.value)
  }
  if (Object.keys(errors).length) {
    const [first] = Object.values(errors)
    throw new AppError('VALIDATION', first![0]!, errors)
  }
  return db.transaction(async (tx) => {
    for (const [fieldId, value] of parsed) {
      const where = and(
        eq(staffCustomFieldValues.membershipId, membershipId),
        eq(staffCustomFieldValues.definitionId, fieldId),
      )
      if (value === null) {
        await tx.delete(staffCustomFieldValues).where(where)
        continue
      }
      await tx
        .insert(staffCustomFieldValues)
        .values({ companyId: actor.companyId, membershipId, definitionId: fieldId, value })
        .onConflictDoUpdate({
          target: [staffCustomFieldValues.membershipId, staffCustomFieldValues.definitionId],
          set: {
            value,
            version: sql`${staffCustomFieldValues.version} + 1`,
            updatedAt: new Date(),
          },
        })
    }
    await auditChange(
      tx,
      { actor, meta },
      'custom_field_value.set',
      { type: 'staff', id: membershipId },
      { fields: [...parsed.keys()] },
    )
    return valuesOf(tx, actor, membershipId)
  })
}

// ---- The profile's section -----------------------------------------------------------------

export interface StaffCustomFieldsData {
  membershipId: number
  values: StaffFieldValueDto[]
  canEdit: boolean
}

/** What the profile page's custom-fields section shows (the staff part's contract). */
export async function loadStaffCustomFields(
  actor: Actor,
  membershipId: number,
  meta: RequestMeta = { ip: 'unknown', userAgent: null },
): Promise<StaffCustomFieldsData> {
  const values = await listStaffValues(actor, membershipId, meta)
  return {
    membershipId,
    values,
    canEdit: values.length > 0 && can(actor, 'customFieldValue.set', { membershipId }),
  }
}

/** The edit form's fields: each field with its choices and this person's value. */
export async function loadStaffValuesForm(actor: Actor, membershipId: number, meta: RequestMeta) {
  const target = await findStaffTarget(actor, membershipId, meta, 'custom_field_value.read')
  await authorizeValues(actor, meta, target)
  const [definitions, values] = await Promise.all([
    loadDefinitions(db, actor),
    valuesOf(db, actor, membershipId),
  ])
  const valueOf = new Map(values.map((value) => [value.field, value.value]))
  return {
    target,
    fields: definitions.map((definition) => ({
      ...definition,
      value: valueOf.get(definition.id) ?? null,
    })),
  }
}

/** Sets one field of one person (the API's POST and PATCH); errors are keyed `value`. */
export async function updateStaffValue(
  actor: Actor,
  membershipId: number,
  fieldId: number,
  raw: unknown,
  meta: RequestMeta,
): Promise<StaffFieldValueDto> {
  try {
    const values = await setStaffValues(actor, membershipId, new Map([[fieldId, raw]]), meta)
    return values.find((value) => value.field === fieldId)!
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') {
      throw AppError.invalidField('value', error.message)
    }
    throw error
  }
}
