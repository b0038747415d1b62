import { eq, sql } from 'drizzle-orm'
import { audit, deny } from '~/platform/audit.server'
import { db } from '~/platform/db.server'
import { ownedRow } from '~/platform/tenancy.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Language } from '~/i18n'
import type { Actor } from '~/platform/actor'
import { memberships, users } from './accounts.tables'
import type { AccessibilityOptions, LayoutOptions } from '~/platform/preferences'
import {
  PREFERENCE_MESSAGES,
  type PreferenceIntent,
  type PREFERENCE_FORMS,
  type PrivateInfoInput,
} from './preferences.schema'
import type { z } from 'zod'

/** The app that owns time keeping: without it a time zone has nothing to act on (seed §2.4). */
export const TIMEZONE_APP = 'attendance'

export function canChangeTimezone(actor: Pick<Actor, 'activeApps'>): boolean {
  return actor.activeApps.includes(TIMEZONE_APP)
}

/** What a user may change about themselves; absent keys stay as they are. */
export interface PreferenceChange {
  languageCode?: Language | null
  isDarkMode?: boolean | null
  timezone?: string
  layoutOptions?: LayoutOptions
  accessibility?: AccessibilityOptions
  firstName?: string
  lastName?: string
  personalPhone?: string | null
}

/** The seed's staff_info: what the client needs to re-render in the user's language and theme. */
export interface StaffInfo {
  language_code: string | null
  is_dark_mode: boolean | null
}

/** A settings or header form's validated value, tagged with the form it came from. */
export type PreferenceForm = {
  [I in PreferenceIntent]: { intent: I; value: z.output<(typeof PREFERENCE_FORMS)[I]> }
}[PreferenceIntent]

/** The change a settings or header form asks for. */
export function changeFromForm(form: PreferenceForm): PreferenceChange {
  switch (form.intent) {
    case 'language':
      return { languageCode: form.value.language_code }
    case 'theme':
      return { isDarkMode: form.value.theme === 'system' ? null : form.value.theme === 'dark' }
    case 'timezone':
      return { timezone: form.value.timezone }
    case 'layout': {
      const { layout, rtl, boxed, navbar_colour, navbar_image } = form.value
      return {
        layoutOptions: {
          layout,
          rtl,
          boxed,
          navbarColour: navbar_colour,
          navbarImage: navbar_image as LayoutOptions['navbarImage'],
        },
      }
    }
    case 'accessibility': {
      const { text_size, high_contrast, reduced_motion, underline_links } = form.value
      return {
        accessibility: {
          textSize: text_size,
          highContrast: high_contrast,
          reducedMotion: reduced_motion,
          underlineLinks: underline_links,
        },
      }
    }
  }
}

/** The REST body (snake_case, seed §7) as a change. */
export function changeFromPrivateInfo(input: PrivateInfoInput): PreferenceChange {
  return {
    languageCode: input.language_code,
    isDarkMode: input.is_dark_mode,
    timezone: input.timezone,
    firstName: input.first_name,
    lastName: input.last_name,
    personalPhone: input.personal_phone,
  }
}

const defined = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>

/**
 * Saves the actor's own preferences: user-wide ones (language, theme, layout, accessibility,
 * name) on the user, company-specific ones (time zone, phone) on the membership. The time
 * zone is refused unless the company uses attendance. One transaction, one audit entry.
 */
export async function updatePreferences(
  actor: Actor,
  change: PreferenceChange,
  meta: RequestMeta,
): Promise<StaffInfo> {
  const action = 'account.preferences.update'
  if (change.timezone !== undefined && !canChangeTimezone(actor)) {
    const refusal = new AppError('FORBIDDEN', PREFERENCE_MESSAGES.timezoneLocked, {
      timezone: [PREFERENCE_MESSAGES.timezoneLocked],
    })
    await deny(actor, meta, action, refusal, { type: 'membership', id: actor.membershipId })
  }
  const userValues = defined({
    languageCode: change.languageCode,
    isDarkMode: change.isDarkMode,
    layoutOptions: change.layoutOptions,
    accessibility: change.accessibility,
    firstName: change.firstName,
    lastName: change.lastName,
  })
  const membershipValues = defined({
    timezone: change.timezone,
    personalPhone: change.personalPhone,
  })
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ ...userValues, updatedAt: new Date() })
      .where(eq(users.id, actor.userId))
      .returning({ languageCode: users.languageCode, isDarkMode: users.isDarkMode })
    if (Object.keys(membershipValues).length > 0) {
      await tx
        .update(memberships)
        .set({
          ...membershipValues,
          version: sql`${memberships.version} + 1`,
          updatedAt: new Date(),
        })
        .where(ownedRow(memberships, actor, actor.membershipId))
    }
    await audit(tx, meta, {
      action,
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'user',
      entityId: actor.userId,
      details: { ...userValues, ...membershipValues },
    })
    return { language_code: user!.languageCode, is_dark_mode: user!.isDarkMode }
  })
}

/**
 * Only one's own private info may be edited: a colleague's id is refused (403: colleagues are no
 * secret, editing them is not allowed here); an id outside the company is not found (404), as
 * everywhere. The API asks before it reads the body.
 */
export async function authorizeOwnInfo(
  actor: Actor,
  meta: RequestMeta,
  staffId: number,
): Promise<void> {
  if (staffId === actor.membershipId) return
  const [colleague] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(ownedRow(memberships, actor, staffId))
    .limit(1)
  const refusal = colleague ? AppError.forbidden() : AppError.notFound('Staff member not found.')
  await deny(actor, meta, 'account.preferences.update', refusal, {
    type: 'membership',
    id: staffId,
  })
}

/** PUT account/api/staffs/{id}/private_info_update/: a user edits their own private info. */
export async function updatePrivateInfo(
  actor: Actor,
  staffId: number,
  input: PrivateInfoInput,
  meta: RequestMeta,
): Promise<{ id: number; staff_info: StaffInfo }> {
  await authorizeOwnInfo(actor, meta, staffId)
  const staffInfo = await updatePreferences(actor, changeFromPrivateInfo(input), meta)
  return { id: actor.membershipId, staff_info: staffInfo }
}
