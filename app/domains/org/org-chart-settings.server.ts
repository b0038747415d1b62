import { and, eq, sql } from 'drizzle-orm'
import { audit } from '~/platform/audit.server'
import { authorize, type AuditedEntity } from '~/platform/authorize.server'
import { ownedBy } from '~/platform/tenancy.server'
import { db, type Queryable } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { companies } from '../company/company.tables'
import type { OrgChartDisplaySettings } from './org-chart.types'
import { can, type OrgChartSettingsAction } from './org-chart-settings.policy'
import {
  ORG_CHART_SETTING_FIELDS,
  ORG_CHART_SETTINGS_MESSAGES,
  settingsFromStored,
  type OrgChartSettingsPageInput,
  type OrgChartSettingsPatch,
} from './org-chart-settings.schema'
import { orgChartSettings, type OrgChartKind } from './org.tables'

/** What the API answers and the page edits: the eight settings and the version to send back. */
export type OrgChartSettingsDto = OrgChartDisplaySettings & { version: number }

/** A company without a row has the defaults, at the version a new row starts with. */
const FIRST_VERSION = 1

const AUDIT = {
  update: 'org_chart_settings.update',
  publicOn: 'org_chart.public_on',
  publicOff: 'org_chart.public_off',
} as const

async function readRow(
  q: Queryable,
  companyId: number,
  kind: OrgChartKind,
): Promise<OrgChartSettingsDto> {
  // The primary key (company_id, kind): one index lookup.
  const [row] = await q
    .select({ settings: orgChartSettings.settings, version: orgChartSettings.version })
    .from(orgChartSettings)
    .where(and(eq(orgChartSettings.companyId, companyId), eq(orgChartSettings.kind, kind)))
    .limit(1)
  return { ...settingsFromStored(row?.settings), version: row?.version ?? FIRST_VERSION }
}

/**
 * The display settings a chart of this company is drawn with (runs on every chart render: one
 * primary-key lookup). A company that never saved any gets `DEFAULT_ORG_CHART_SETTINGS`.
 */
export async function loadOrgChartSettings(
  companyId: number,
  kind: OrgChartKind,
): Promise<OrgChartDisplaySettings> {
  const { version: _version, ...settings } = await readRow(db, companyId, kind)
  return settings
}

/**
 * The company behind a public chart link: only when it has turned the public chart on. An
 * unknown slug and a private chart look the same (null), so a link reveals nothing.
 */
export async function isOrgChartPublic(
  companySlug: string,
): Promise<{ companyId: number; companyName: string } | null> {
  const [company] = await db
    .select({ companyId: companies.id, companyName: companies.name })
    .from(companies)
    .where(and(eq(companies.slug, companySlug), eq(companies.publicOrgChart, true)))
    .limit(1)
  return company ?? null
}

/** Asks the policy for `action`; a refusal is audited under the seed's `auditAction`. */
function authorizeAs(
  actor: Actor,
  meta: RequestMeta,
  action: Exclude<OrgChartSettingsAction, 'orgChartSettings.read'>,
  auditAction: string,
  entity?: AuditedEntity,
): Promise<void> {
  return authorize({ actor, meta }, (who) => can(who, action), auditAction, entity)
}

/** GET company/api/orgflow/ (or horizontalorg/): the actor's company's settings, to anyone in it. */
export function getOrgChartSettings(
  actor: Actor,
  kind: OrgChartKind,
): Promise<OrgChartSettingsDto> {
  return readRow(db, actor.companyId, kind)
}

function changedFields(
  before: OrgChartDisplaySettings,
  after: OrgChartDisplaySettings,
): Partial<OrgChartDisplaySettings> {
  return Object.fromEntries(
    ORG_CHART_SETTING_FIELDS.filter((name) => before[name] !== after[name]).map((name) => [
      name,
      after[name],
    ]),
  )
}

/**
 * Writes one layout's settings made from `version`, inside the caller's transaction. A stale
 * version is a 409 even when nothing would change (the form showed older values); no change
 * at all writes nothing. A concurrent writer loses the version race on the row (or on the
 * primary key of a first row) and gets the same 409.
 */
async function writeSettings(
  tx: Queryable,
  actor: Actor,
  kind: OrgChartKind,
  changes: Partial<OrgChartDisplaySettings>,
  version: number,
  meta: RequestMeta,
): Promise<OrgChartSettingsDto> {
  const current = await readRow(tx, actor.companyId, kind)
  if (current.version !== version) throw new AppError('CONFLICT', ORG_CHART_SETTINGS_MESSAGES.stale)
  const { version: _version, ...before } = current
  const after: OrgChartDisplaySettings = { ...before }
  for (const name of ORG_CHART_SETTING_FIELDS) {
    if (changes[name] !== undefined) (after as Record<string, unknown>)[name] = changes[name]
  }
  const changed = changedFields(before, after)
  if (Object.keys(changed).length === 0) return current
  const [row] =
    version === FIRST_VERSION
      ? await tx
          .insert(orgChartSettings)
          .values({ companyId: actor.companyId, kind, settings: after, version: version + 1 })
          .onConflictDoUpdate({
            target: [orgChartSettings.companyId, orgChartSettings.kind],
            set: { settings: after, version: version + 1, updatedAt: new Date() },
            // A row saved at version 1 (a seed, or the table's default) is still this version.
            setWhere: eq(orgChartSettings.version, version),
          })
          .returning({ version: orgChartSettings.version })
      : await tx
          .update(orgChartSettings)
          .set({
            settings: after,
            version: sql`${orgChartSettings.version} + 1`,
            updatedAt: new Date(),
          })
          .where(
            and(
              ownedBy(orgChartSettings, actor),
              eq(orgChartSettings.kind, kind),
              eq(orgChartSettings.version, version),
            ),
          )
          .returning({ version: orgChartSettings.version })
  if (!row) throw new AppError('CONFLICT', ORG_CHART_SETTINGS_MESSAGES.stale)
  await audit(tx, meta, {
    action: AUDIT.update,
    companyId: actor.companyId,
    actorUserId: actor.userId,
    entityType: 'org_chart_settings',
    entityId: kind,
    details: { kind, from_version: version, changed },
  })
  return { ...after, version: row.version }
}

/** Refused unless the actor may change `kind`'s settings; the API asks before reading the body. */
export function authorizeUpdate(
  actor: Actor,
  meta: RequestMeta,
  kind: OrgChartKind,
): Promise<void> {
  return authorizeAs(actor, meta, 'orgChartSettings.update', AUDIT.update, {
    type: 'org_chart_settings',
    id: kind,
  })
}

/** PATCH company/api/orgflow/ (or horizontalorg/): company admins change any of the fields. */
export async function updateOrgChartSettings(
  actor: Actor,
  kind: OrgChartKind,
  input: OrgChartSettingsPatch,
  meta: RequestMeta,
): Promise<OrgChartSettingsDto> {
  await authorizeUpdate(actor, meta, kind)
  const { version, ...changes } = input
  return db.transaction((tx) => writeSettings(tx, actor, kind, changes, version, meta))
}

/** What the settings page shows: both layouts, and the public chart switch. */
export interface OrgChartSettingsPage {
  orgflow: OrgChartSettingsDto
  horizontalorg: OrgChartSettingsDto
  publicOrgChart: boolean
  companySlug: string
}

export async function loadOrgChartSettingsPage(actor: Actor): Promise<OrgChartSettingsPage> {
  const [orgflow, horizontalorg, [company]] = await Promise.all([
    readRow(db, actor.companyId, 'orgflow'),
    readRow(db, actor.companyId, 'horizontalorg'),
    db
      .select({ publicOrgChart: companies.publicOrgChart, slug: companies.slug })
      .from(companies)
      .where(eq(companies.id, actor.companyId))
      .limit(1),
  ])
  if (!company) throw AppError.notFound()
  return {
    orgflow,
    horizontalorg,
    publicOrgChart: company.publicOrgChart,
    companySlug: company.slug,
  }
}

/** Refuses (and records) anyone but a company admin before the page shows the form. */
export function authorizeSettingsPage(actor: Actor, meta: RequestMeta): Promise<void> {
  return authorizeAs(actor, meta, 'orgChartSettings.update', AUDIT.update)
}

/**
 * Saves the settings page in one transaction: both layouts (each from its own version) and the
 * public switch (refused when someone changed it since the form was loaded). Any conflict
 * writes nothing.
 */
export async function saveOrgChartSettingsPage(
  actor: Actor,
  input: OrgChartSettingsPageInput,
  meta: RequestMeta,
): Promise<void> {
  await authorizeSettingsPage(actor, meta)
  const publicChange = input.public_org_chart !== input.public_org_chart_was
  if (publicChange) {
    await authorizeAs(
      actor,
      meta,
      'orgChartSettings.publish',
      input.public_org_chart ? AUDIT.publicOn : AUDIT.publicOff,
      { type: 'company', id: actor.companyId },
    )
  }
  await db.transaction(async (tx) => {
    for (const kind of ['orgflow', 'horizontalorg'] as const) {
      const { version, ...values } = input[kind]
      await writeSettings(tx, actor, kind, values, version, meta)
    }
    if (!publicChange) return
    // Only from the state the form showed: turning it back on after another admin turned it
    // off (or the reverse) is a conflict, not a silent override.
    const [company] = await tx
      .update(companies)
      .set({ publicOrgChart: input.public_org_chart, updatedAt: new Date() })
      .where(
        and(
          eq(companies.id, actor.companyId),
          eq(companies.publicOrgChart, input.public_org_chart_was),
        ),
      )
      .returning({ id: companies.id })
    if (!company) throw new AppError('CONFLICT', ORG_CHART_SETTINGS_MESSAGES.stale)
    await audit(tx, meta, {
      action: input.public_org_chart ? AUDIT.publicOn : AUDIT.publicOff,
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'company',
      entityId: actor.companyId,
    })
  })
}
