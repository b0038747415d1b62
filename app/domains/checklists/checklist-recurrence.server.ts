import { and, ne, or, isNotNull } from 'drizzle-orm'
import { audit } from '~/platform/audit.server'
import { db } from '~/platform/db.server'
import type { JobDefinition } from '~/platform/jobs.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { addDays } from '../dashboard/upcoming-events'
import type { Recurrence } from './checklist-constants'
import { copyItems } from './checklist-records.server'
import { templateItems } from './checklist-templates.server'
import { checklists, checklistTemplates, type ChecklistTemplate } from './checklists.tables'

/** The scheduled job's entries in System Action History: no person, no request. */
const JOB_META: RequestMeta = { ip: 'job:checklist-recurrence', userAgent: null }

export interface Period {
  /** The first day of the period (the checklist's `period_start`). */
  start: string
  /** Its last day: the checklist is due then. */
  due: string
}

/** The period of a recurring template that `today` (YYYY-MM-DD) falls in; weeks start Monday. */
export function periodOf(recurrence: Exclude<Recurrence, 'none'>, today: string): Period {
  switch (recurrence) {
    case 'daily':
      return { start: today, due: today }
    case 'weekly': {
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7
      const start = addDays(today, -weekday)
      return { start, due: addDays(start, 6) }
    }
    case 'monthly': {
      const start = `${today.slice(0, 8)}01`
      const next = new Date(`${start}T00:00:00Z`)
      next.setUTCMonth(next.getUTCMonth() + 1)
      return { start, due: addDays(next.toISOString().slice(0, 10), -1) }
    }
  }
}

/** Starts the current period's checklist of one template, unless it exists; true if it did. */
async function startPeriod(template: ChecklistTemplate, period: Period): Promise<boolean> {
  const items = await templateItems(template.id)
  return db.transaction(async (tx) => {
    const [started] = await tx
      .insert(checklists)
      .values({
        companyId: template.companyId,
        templateId: template.id,
        title: template.title,
        forMembershipId: template.forMembershipId,
        forPositionId: template.forPositionId,
        forDivisionId: template.forDivisionId,
        dueOn: period.due,
        periodStart: period.start,
      })
      // Once per template and period, however often (and in however many processes) it runs.
      .onConflictDoNothing()
      .returning({ id: checklists.id })
    if (!started) return false
    await copyItems(tx, started.id, items)
    await audit(tx, JOB_META, {
      action: 'checklist.recur',
      companyId: template.companyId,
      entityType: 'checklist',
      entityId: started.id,
      details: { template: template.id, period_start: period.start },
    })
    return true
  })
}

/**
 * Starts the checklist of the current period (by the UTC day of `now`) for every recurring
 * template that is for someone. Safe to repeat: a period's checklist is started once. Returns
 * how many were started.
 */
export async function startRecurringChecklists(now: Date = new Date()): Promise<number> {
  const today = now.toISOString().slice(0, 10)
  const templates = await db
    .select()
    .from(checklistTemplates)
    .where(
      and(
        ne(checklistTemplates.recurrence, 'none'),
        or(
          isNotNull(checklistTemplates.forMembershipId),
          isNotNull(checklistTemplates.forPositionId),
          isNotNull(checklistTemplates.forDivisionId),
        ),
      ),
    )
  let started = 0
  for (const template of templates) {
    const period = periodOf(template.recurrence as Exclude<Recurrence, 'none'>, today)
    if (await startPeriod(template, period)) started += 1
  }
  return started
}

/** 'checklist-recurrence', daily at 00:05 UTC: the day's, week's and month's checklists. */
export const checklistRecurrenceJob: JobDefinition = {
  name: 'checklist-recurrence',
  cron: '5 0 * * *',
  run: () => startRecurringChecklists(),
}
