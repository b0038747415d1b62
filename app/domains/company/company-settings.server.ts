import { and, asc, desc, eq, ilike, isNotNull, ne, or, sql } from 'drizzle-orm'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import { createSession } from '~/domains/accounts/sessions.server'
import { holidays } from '~/domains/attendance/holidays.tables'
import { divisions, membershipPositions, positions } from '~/domains/org/org.tables'
import {
  customFieldChoices,
  customFieldDefinitions,
  customViews,
  staffCustomFieldValues,
} from '~/domains/people/custom-fields.tables'
import { sanitizeCompanyHtml } from '~/domains/shell/header.server'
import { audit, deny } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { auditLog } from '~/platform/audit.tables'
import { ownedBy } from '~/platform/tenancy.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { resizedImage } from '~/platform/images.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { fileStore, newStorageKey } from '~/platform/storage.server'
import type { Upload } from '~/platform/uploads.server'
import type { Actor } from '~/platform/actor'
import { can } from './company.policy'
import {
  COMPANY_MESSAGES,
  LOGO_SIZE,
  WEEK_DAYS,
  weekStartDay,
  weekStartNumber,
  type CompanyUpdateInput,
  type WeekDay,
} from './company.schema'
import { companies, type Company } from './company.tables'
import { companyFiles, employeeFiles, fileTypes } from './files.tables'
import { containsPattern } from './like'
import { companyLogoUrl, isStoredLogo } from './logo'
import { companyMenuLinks } from './menu-links.tables'

/** The seed's Company (§3), as the API and the settings page read it. */
export interface CompanyDto {
  id: number
  company_name: string
  company_logo: string | null
  company_slug: string
  /** Sanitized HTML: what staff may be shown. */
  company_information: string
  company_registered_on: string
  active_apps: string[]
  subscribe_to_beta: boolean
  company_weekend_info: WeekDay[]
  app_sumo_license: boolean
  language_code: string
  /** Where the company's days begin (stat periods, attendance). */
  timezone: string
  week_start: WeekDay
  /** ISO 4217: the default currency of expense requests and purchase items. */
  currency: string
  version: number
}

export function toCompanyDto(company: Company): CompanyDto {
  return {
    id: company.id,
    company_name: company.name,
    company_logo: companyLogoUrl(company.id, company.logo),
    company_slug: company.slug,
    company_information: sanitizeCompanyHtml(company.information),
    company_registered_on: company.registeredOn,
    active_apps: company.activeApps,
    subscribe_to_beta: company.subscribeToBeta,
    company_weekend_info: WEEK_DAYS.filter((day) => company.weekendInfo.includes(day)),
    app_sumo_license: company.appSumoLicense,
    language_code: company.languageCode,
    timezone: company.timezone,
    week_start: weekStartDay(company.weekStart),
    currency: company.currency,
    version: company.version,
  }
}

async function loadCompany(companyId: number): Promise<Company | undefined> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1)
  return company
}

/**
 * The actor's own company. Another id is not found: a member never learns whether another
 * company exists.
 */
export async function getCompany(actor: Actor, id: number, meta: RequestMeta): Promise<CompanyDto> {
  if (id !== actor.companyId) {
    return deny(actor, meta, 'company.read', AppError.notFound(COMPANY_MESSAGES.notFound), {
      type: 'company',
      id,
    })
  }
  const company = await loadCompany(actor.companyId)
  if (!company) throw AppError.notFound(COMPANY_MESSAGES.notFound)
  return toCompanyDto(company)
}

/** Refuses (and records) anyone who may not; another company's id is not found. */
export async function authorizeCompany(
  actor: Actor,
  meta: RequestMeta,
  permission: 'company.update' | 'company.delete' | 'company.export',
  id: number,
): Promise<void> {
  const entity = { type: 'company', id }
  if (id !== actor.companyId) {
    await deny(actor, meta, permission, AppError.notFound(COMPANY_MESSAGES.notFound), entity)
  }
  await authorize({ actor, meta }, can, permission, entity)
}

/** Postgres' unique_violation: another company took the slug between our check and the write. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code
  const causeCode = (error as { cause?: { code?: string } })?.cause?.code
  return code === '23505' || causeCode === '23505'
}

/**
 * Changes the company's settings from `input.version` (a stale version is a 409, nothing is
 * written). The information HTML is sanitized before it is stored (and again when shown). A new
 * logo is re-encoded, stored under a fresh key, and the old one removed once the change is
 * committed; if the change fails, the new bytes are removed instead.
 */
export async function updateCompany(
  actor: Actor,
  id: number,
  input: CompanyUpdateInput,
  logo: Upload | null,
  meta: RequestMeta,
): Promise<CompanyDto> {
  await authorizeCompany(actor, meta, 'company.update', id)
  if (input.company_slug !== undefined) {
    const [taken] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.slug, input.company_slug), ne(companies.id, actor.companyId)))
      .limit(1)
    if (taken) throw AppError.invalidField('company_slug', COMPANY_MESSAGES.slugTaken)
  }
  const image = logo
    ? await resizedImage(logo.bytes, { size: LOGO_SIZE, field: 'company_logo' })
    : null
  const newKey = image ? newStorageKey(actor.companyId, 'logos', 'webp') : null
  if (image && newKey) await fileStore.put(newKey, image.bytes, image.contentType)

  let previousLogo: string | null = null
  let updated: Company
  try {
    updated = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ logo: companies.logo })
        .from(companies)
        .where(eq(companies.id, actor.companyId))
      previousLogo = before?.logo ?? null
      const logoChange = newKey ? { logo: newKey } : input.remove_logo ? { logo: null } : {}
      const [company] = await tx
        .update(companies)
        .set({
          ...(input.company_name === undefined ? {} : { name: input.company_name }),
          ...(input.company_slug === undefined ? {} : { slug: input.company_slug }),
          ...(input.company_information === undefined
            ? {}
            : { information: sanitizeCompanyHtml(input.company_information) }),
          ...(input.company_weekend_info === undefined
            ? {}
            : { weekendInfo: input.company_weekend_info }),
          ...(input.language_code === undefined ? {} : { languageCode: input.language_code }),
          ...(input.timezone === undefined ? {} : { timezone: input.timezone }),
          ...(input.currency === undefined ? {} : { currency: input.currency }),
          ...(input.week_start === undefined
            ? {}
            : { weekStart: weekStartNumber(input.week_start) }),
          ...(input.company_registered_on === undefined
            ? {}
            : { registeredOn: input.company_registered_on }),
          ...logoChange,
          version: sql`${companies.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(companies.id, actor.companyId), eq(companies.version, input.version)))
        .returning()
      if (!company) throw new AppError('CONFLICT', COMPANY_MESSAGES.stale)
      await audit(tx, meta, {
        action: 'company.update',
        companyId: actor.companyId,
        actorUserId: actor.userId,
        entityType: 'company',
        entityId: actor.companyId,
        details: {
          from_version: input.version,
          fields: Object.keys(input).filter((key) => key !== 'version'),
          ...(newKey ? { logo: 'uploaded' } : input.remove_logo ? { logo: 'removed' } : {}),
        },
      })
      return company
    })
  } catch (error) {
    if (newKey) await fileStore.remove(newKey).catch(() => {})
    if (isUniqueViolation(error)) {
      throw AppError.invalidField('company_slug', COMPANY_MESSAGES.slugTaken)
    }
    throw error
  }
  if ((newKey || input.remove_logo) && isStoredLogo(previousLogo)) {
    await fileStore.remove(previousLogo).catch((error) => {
      console.error('[company] could not remove the old logo:', error)
    })
  }
  return toCompanyDto(updated)
}

/** The logo bytes of a company, for the public logo route; null when it has no stored logo. */
export async function companyLogo(companyId: number): Promise<Uint8Array | null> {
  const [company] = await db
    .select({ logo: companies.logo })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1)
  if (!company || !isStoredLogo(company.logo)) return null
  return fileStore.get(company.logo)
}

/** Audit entries an export carries at most (the newest ones). */
export const EXPORT_AUDIT_LIMIT = 10_000

/**
 * Everything the company keeps here, as JSON, for an admin to take away before deleting it:
 * no password hashes, no session or token secrets, file metadata without the bytes.
 */
export async function exportCompany(actor: Actor, meta: RequestMeta) {
  await authorizeCompany(actor, meta, 'company.export', actor.companyId)
  const companyId = actor.companyId
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId))
  const staff = await db
    .select({
      membership_id: memberships.id,
      user_id: users.id,
      email: users.email,
      first_name: users.firstName,
      last_name: users.lastName,
      date_of_birth: users.dateOfBirth,
      last_login: users.lastLogin,
      user_type_slug: memberships.userTypeSlug,
      gender: memberships.gender,
      timezone: memberships.timezone,
      personal_phone: memberships.personalPhone,
      hired_on: memberships.hiredOn,
      manager_id: memberships.managerId,
      division_id: memberships.divisionId,
      is_active: memberships.isActive,
      deactivated_at: memberships.deactivatedAt,
      user_is_admin: memberships.userIsAdmin,
      user_is_assignment_admin: memberships.userIsAssignmentAdmin,
      user_is_attendance_admin: memberships.userIsAttendanceAdmin,
      user_is_checklist_admin: memberships.userIsChecklistAdmin,
      user_is_kb_admin: memberships.userIsKbAdmin,
      user_is_pr_approver: memberships.userIsPrApprover,
      user_is_pr_payer: memberships.userIsPrPayer,
      user_is_profile_admin: memberships.userIsProfileAdmin,
      user_is_request_admin: memberships.userIsRequestAdmin,
      user_is_stat_admin: memberships.userIsStatAdmin,
      created_at: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(ownedBy(memberships, actor))
    .orderBy(asc(memberships.id))
  const staffPositions = await db
    .select({
      membership_id: membershipPositions.membershipId,
      position_id: membershipPositions.positionId,
      rank: membershipPositions.rank,
    })
    .from(membershipPositions)
    .innerJoin(memberships, eq(memberships.id, membershipPositions.membershipId))
    .where(ownedBy(memberships, actor))
  const stripKey = <Row extends { storageKey: string }>(rows: Row[]) =>
    rows.map(({ storageKey: _key, ...row }) => row)
  const data = {
    exported_at: new Date().toISOString(),
    company: company
      ? { ...toCompanyDto(company), company_information_html: company.information }
      : null,
    staff,
    staff_positions: staffPositions,
    positions: await db.select().from(positions).where(ownedBy(positions, actor)),
    divisions: await db.select().from(divisions).where(ownedBy(divisions, actor)),
    custom_field_definitions: await db
      .select()
      .from(customFieldDefinitions)
      .where(ownedBy(customFieldDefinitions, actor)),
    custom_field_choices: await db
      .select()
      .from(customFieldChoices)
      .where(ownedBy(customFieldChoices, actor)),
    staff_custom_field_values: await db
      .select()
      .from(staffCustomFieldValues)
      .where(ownedBy(staffCustomFieldValues, actor)),
    custom_views: await db.select().from(customViews).where(ownedBy(customViews, actor)),
    file_types: await db.select().from(fileTypes).where(ownedBy(fileTypes, actor)),
    company_files: stripKey(
      await db.select().from(companyFiles).where(ownedBy(companyFiles, actor)),
    ),
    employee_files: stripKey(
      await db.select().from(employeeFiles).where(ownedBy(employeeFiles, actor)),
    ),
    menu_links: await db.select().from(companyMenuLinks).where(ownedBy(companyMenuLinks, actor)),
    holidays: await db
      .select()
      .from(holidays)
      .where(ownedBy(holidays, actor))
      .orderBy(asc(holidays.date)),
    audit_log: await db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        actor_user_id: auditLog.actorUserId,
        entity_type: auditLog.entityType,
        entity_id: auditLog.entityId,
        outcome: auditLog.outcome,
        details: auditLog.details,
        created_at: auditLog.createdAt,
      })
      .from(auditLog)
      .where(ownedBy(auditLog, actor))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(EXPORT_AUDIT_LIMIT),
  }
  await audit(db, meta, {
    action: 'company.export',
    companyId,
    actorUserId: actor.userId,
    entityType: 'company',
    entityId: companyId,
  })
  return data
}

/**
 * Deletes the actor's company after they typed its name. Every row of the company goes with it
 * (foreign keys cascade, sessions included: everyone is signed out of it), its stored files are
 * removed after the commit, and one audit entry without a company records who deleted what
 * (the company's own history is deleted with it). Returns the actor's next company, if any.
 */
export async function deleteCompany(
  actor: Actor,
  id: number,
  confirmName: string,
  meta: RequestMeta,
): Promise<{ nextCompanyId: number | null; companyName: string }> {
  await authorizeCompany(actor, meta, 'company.delete', id)
  const company = await loadCompany(actor.companyId)
  if (!company) throw AppError.notFound(COMPANY_MESSAGES.notFound)
  if (confirmName.trim() !== company.name.trim()) {
    throw AppError.invalidField('confirm_name', COMPANY_MESSAGES.confirmName)
  }
  const keys = await db.transaction(async (tx) => {
    const stored = [
      ...(isStoredLogo(company.logo) ? [company.logo] : []),
      ...(
        await tx
          .select({ key: memberships.photo })
          .from(memberships)
          .where(and(eq(memberships.companyId, company.id), isNotNull(memberships.photo)))
      ).map((row) => row.key!),
      ...(
        await tx
          .select({ key: companyFiles.storageKey })
          .from(companyFiles)
          .where(eq(companyFiles.companyId, company.id))
      ).map((row) => row.key),
      ...(
        await tx
          .select({ key: employeeFiles.storageKey })
          .from(employeeFiles)
          .where(eq(employeeFiles.companyId, company.id))
      ).map((row) => row.key),
    ]
    await tx.delete(companies).where(eq(companies.id, company.id))
    await audit(tx, meta, {
      action: 'company.delete',
      companyId: null,
      actorUserId: actor.userId,
      entityType: 'company',
      entityId: company.id,
      details: { company_id: company.id, company_name: company.name, company_slug: company.slug },
    })
    return stored
  })
  for (const key of keys) {
    await fileStore.remove(key).catch((error) => {
      console.error(`[company] could not remove ${key} of a deleted company:`, error)
    })
  }
  const [next] = await db
    .select({ companyId: memberships.companyId })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, actor.userId), eq(memberships.isActive, true)))
    .orderBy(asc(companies.name))
    .limit(1)
  return { nextCompanyId: next?.companyId ?? null, companyName: company.name }
}

/** After deleting a company: a fresh browser session for the actor in their next company. */
export async function sessionInNextCompany(
  actor: Actor,
  companyId: number,
  meta: RequestMeta,
): Promise<string> {
  const { token } = await createSession(db, {
    userId: actor.userId,
    companyId,
    kind: 'browser',
    meta,
  })
  return token
}

/** company/api/all-companies/: the installation's operator only (users.is_installation_admin). */
export async function listAllCompanies(
  actor: Actor,
  query: { search?: string; page: number },
  meta: RequestMeta,
) {
  const [user] = await db
    .select({ isInstallationAdmin: users.isInstallationAdmin })
    .from(users)
    .where(eq(users.id, actor.userId))
  if (!user?.isInstallationAdmin) {
    await deny(actor, meta, 'company.list_all', AppError.forbidden())
  }
  const pageSize = 50
  const where = query.search
    ? or(
        ilike(companies.name, containsPattern(query.search)),
        ilike(companies.slug, containsPattern(query.search)),
      )
    : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(companies)
      .where(where),
  ])
  return {
    count: total?.n ?? 0,
    page: query.page,
    page_size: pageSize,
    results: rows.map((row) => ({
      id: row.id,
      company_name: row.name,
      company_slug: row.slug,
      language_code: row.languageCode,
      created_at: row.createdAt.toISOString(),
    })),
  }
}
