import { z } from 'zod'
import { msg } from '~/i18n'
import { isCompanyAdmin, type Actor } from '~/platform/actor'
import type { DEFAULT_ACTIVE_APPS } from './company.tables'

/**
 * The apps (seed §3 "Feature": id, app_name) a company can switch on and off (seed §1). A menu
 * item or route of an inactive app does not exist for the company. Shared by the settings page,
 * onboarding and the REST API.
 */
export type AppId = (typeof DEFAULT_ACTIVE_APPS)[number]

export const APP_CATALOGUE: readonly { id: AppId; name: string; description: string }[] = [
  {
    id: 'knowledge_base',
    name: msg('Knowledge Base'),
    description: msg('Articles your staff read and acknowledge.'),
  },
  {
    id: 'checklist',
    name: msg('Checklists'),
    description: msg('Recurring checklists for routines and inspections.'),
  },
  {
    id: 'attendance',
    name: msg('Attendance'),
    description: msg('Clock-in and clock-out, working hours and time off.'),
  },
  {
    id: 'purchase_request',
    name: msg('Purchase Requests'),
    description: msg('Purchase requests with approval and payment.'),
  },
  {
    id: 'request',
    name: msg('Requests and Tasks'),
    description: msg('Requests to colleagues and the tasks that follow from them.'),
  },
  {
    id: 'statistics',
    name: msg('Statistics'),
    description: msg('KPI statistics your team records and follows.'),
  },
]

export const APP_IDS = APP_CATALOGUE.map((app) => app.id) as [AppId, ...AppId[]]

export const ACTIVE_APPS_MESSAGES = {
  lastOne: msg('At Lease One Feature Must Stay Active'),
  updated: msg('Active apps updated successfully'),
  adminsOnly: msg('Only company administrators can change the active apps.'),
  unknownApp: msg('Choose apps from the list'),
} as const

/**
 * The apps to keep active. A form with every box cleared sends no field at all: that is an empty
 * list, which the service refuses with the spec's message (the API gets the same answer).
 */
export const ActiveAppsSchema = z.object({
  active_apps: z
    .array(z.enum(APP_IDS, { errorMap: () => ({ message: ACTIVE_APPS_MESSAGES.unknownApp }) }))
    .default([]),
})
export type ActiveAppsInput = z.infer<typeof ActiveAppsSchema>

export const ACTIVE_APPS_ACTIONS = ['activeApps.read', 'activeApps.update'] as const
export type ActiveAppsAction = (typeof ACTIVE_APPS_ACTIONS)[number]

/** Every member may see which apps are active; only company admins change them. */
export function can(actor: Pick<Actor, 'userTypeSlug' | 'roles'>, action: ActiveAppsAction) {
  switch (action) {
    case 'activeApps.read':
      return true
    case 'activeApps.update':
      return isCompanyAdmin(actor)
  }
}
