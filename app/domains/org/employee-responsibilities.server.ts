import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import { auditChange, deny } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { deleteOwned, readOwned } from '~/platform/owned-rows.server'
import { ownedBy, ownedRow } from '~/platform/tenancy.server'
import { db, type Queryable } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { memberships } from '../accounts/accounts.tables'
import { employeeResponsibilities, responsibilities } from './org.tables'
import { can } from './responsibilities.policy'
import {
  RESPONSIBILITY_MESSAGES,
  type CreateEmployeeResponsibilitiesInput,
  type EmployeeResponsibilityUpdateInput,
} from './responsibilities.schema'
import {
  ASSIGNMENT_ENTITY,
  checkPeople,
  insertResponsibility,
  notFound,
  type Owner,
} from './responsibilities.server'

/*
 * One person's responsibilities (employee responsibilities): list, assign, change and remove.
 */

export interface EmployeeResponsibilityDto {
  id: number
  employee: number
  responsibility: { id: number; title: string; description: string }
}

const assignmentColumns = {
  id: employeeResponsibilities.id,
  employee: employeeResponsibilities.membershipId,
  responsibilityId: responsibilities.id,
  title: responsibilities.title,
  description: responsibilities.description,
}

function toAssignmentDto(row: {
  id: number
  employee: number
  responsibilityId: number
  title: string
  description: string
}): EmployeeResponsibilityDto {
  return {
    id: row.id,
    employee: row.employee,
    responsibility: { id: row.responsibilityId, title: row.title, description: row.description },
  }
}

async function ownMember(actor: Actor, membershipId: number) {
  const [member] = await db
    .select({ id: memberships.id, isActive: memberships.isActive })
    .from(memberships)
    .where(ownedRow(memberships, actor, membershipId))
  return member
}

/**
 * A person's responsibilities by title, a page at a time. Another company's person (or an
 * unknown id) is a recorded 404.
 */
export async function listEmployeeResponsibilities(
  actor: Actor,
  membershipId: number,
  page: { page: number; pageSize: number },
  meta: RequestMeta,
): Promise<{ count: number; results: EmployeeResponsibilityDto[] }> {
  if (!(await ownMember(actor, membershipId))) {
    await deny(actor, meta, 'employee_responsibility.read', AppError.notFound('Not found.'), {
      type: 'membership',
      id: membershipId,
    })
  }
  const where = and(
    eq(employeeResponsibilities.membershipId, membershipId),
    ownedBy(employeeResponsibilities, actor),
  )
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(employeeResponsibilities).where(where),
    db
      .select(assignmentColumns)
      .from(employeeResponsibilities)
      .innerJoin(
        responsibilities,
        eq(responsibilities.id, employeeResponsibilities.responsibilityId),
      )
      .where(where)
      .orderBy(asc(responsibilities.title), asc(employeeResponsibilities.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
  ])
  return { count: total?.n ?? 0, results: rows.map(toAssignmentDto) }
}

async function assignmentRow(q: Queryable, owner: Owner, id: number) {
  const [row] = await q
    .select(assignmentColumns)
    .from(employeeResponsibilities)
    .innerJoin(responsibilities, eq(responsibilities.id, employeeResponsibilities.responsibilityId))
    .where(ownedRow(employeeResponsibilities, owner, id))
  return row
}

/** Gives the person's responsibility row another responsibility or another person. */
export async function updateEmployeeResponsibility(
  actor: Actor,
  id: number,
  input: EmployeeResponsibilityUpdateInput,
  meta: RequestMeta,
): Promise<EmployeeResponsibilityDto> {
  const action = 'responsibility.assign'
  await authorize({ actor, meta }, can, action)
  const current = await assignmentRow(db, actor, id)
  if (!current) return notFound(actor, meta, action, ASSIGNMENT_ENTITY, id)
  if (
    input.responsibility !== undefined &&
    !(await readOwned(db, responsibilities, actor, input.responsibility))
  ) {
    throw AppError.invalidField('responsibility', RESPONSIBILITY_MESSAGES.badResponsibilities)
  }
  if (input.employee !== undefined && input.employee !== current.employee) {
    await checkPeople(db, actor, [input.employee], new Set(), 'employee')
  }
  return db.transaction(async (tx) => {
    const changes = {
      ...(input.responsibility === undefined ? {} : { responsibilityId: input.responsibility }),
      ...(input.employee === undefined ? {} : { membershipId: input.employee }),
    }
    const [clash] = await tx
      .select({ id: employeeResponsibilities.id })
      .from(employeeResponsibilities)
      .where(
        and(
          eq(
            employeeResponsibilities.responsibilityId,
            input.responsibility ?? current.responsibilityId,
          ),
          eq(employeeResponsibilities.membershipId, input.employee ?? current.employee),
          sql`${employeeResponsibilities.id} <> ${id}`,
        ),
      )
    if (clash) throw new AppError('VALIDATION', RESPONSIBILITY_MESSAGES.alreadyAssigned)
    await tx
      .update(employeeResponsibilities)
      .set(changes)
      .where(eq(employeeResponsibilities.id, id))
    await auditChange(
      tx,
      { actor, meta },
      'employee_responsibility.update',
      { type: ASSIGNMENT_ENTITY, id },
      { responsibility: input.responsibility, employee: input.employee },
    )
    return toAssignmentDto((await assignmentRow(tx, actor, id))!)
  })
}

/** Takes a responsibility away from one person (the responsibility itself stays). */
export async function deleteEmployeeResponsibility(
  actor: Actor,
  id: number,
  meta: RequestMeta,
): Promise<void> {
  const action = 'responsibility.assign'
  await authorize({ actor, meta }, can, action)
  await deleteOwned({ actor, meta }, employeeResponsibilities, id, {
    action: 'employee_responsibility.delete',
    refusedAs: action,
    entityType: ASSIGNMENT_ENTITY,
    notFound: RESPONSIBILITY_MESSAGES.notFound,
    details: (row) => ({ responsibility: row.responsibilityId, employee: row.membershipId }),
  })
}

/**
 * Gives one person existing responsibilities and/or a new one (title and description, created
 * by the actor), in one transaction. Ones the person already holds are left as they are.
 */
export async function createEmployeeResponsibilities(
  actor: Actor,
  input: CreateEmployeeResponsibilitiesInput,
  meta: RequestMeta,
): Promise<EmployeeResponsibilityDto[]> {
  const action = 'responsibility.assign'
  await authorize({ actor, meta }, can, action)
  const member = await ownMember(actor, input.employee)
  if (!member) {
    await deny(actor, meta, action, AppError.notFound('Not found.'), {
      type: 'membership',
      id: input.employee,
    })
  }
  if (!member!.isActive) throw AppError.invalidField('employee', RESPONSIBILITY_MESSAGES.badPeople)
  if (input.responsibilities.length) {
    const found = await db
      .select({ id: responsibilities.id })
      .from(responsibilities)
      .where(
        and(ownedBy(responsibilities, actor), inArray(responsibilities.id, input.responsibilities)),
      )
    if (found.length !== input.responsibilities.length) {
      throw AppError.invalidField('responsibilities', RESPONSIBILITY_MESSAGES.badResponsibilities)
    }
  }
  return db.transaction(async (tx) => {
    const ids = [...input.responsibilities]
    if (input.title && input.description) {
      const { title, description } = input
      const created = await insertResponsibility(tx, { actor, meta }, { title, description }, 1)
      ids.push(created.id)
    }
    const inserted = await tx
      .insert(employeeResponsibilities)
      .values(
        ids.map((responsibilityId) => ({
          companyId: actor.companyId,
          responsibilityId,
          membershipId: input.employee,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: employeeResponsibilities.id })
    await auditChange(
      tx,
      { actor, meta },
      'employee_responsibility.create',
      { type: 'membership', id: input.employee },
      { responsibilities: ids, added: inserted.length },
    )
    const rows = await tx
      .select(assignmentColumns)
      .from(employeeResponsibilities)
      .innerJoin(
        responsibilities,
        eq(responsibilities.id, employeeResponsibilities.responsibilityId),
      )
      .where(
        and(
          eq(employeeResponsibilities.membershipId, input.employee),
          inArray(employeeResponsibilities.responsibilityId, ids),
        ),
      )
      .orderBy(asc(responsibilities.title))
    return rows.map(toAssignmentDto)
  })
}
