import { and, count, eq, inArray } from 'drizzle-orm'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import { holidays } from '~/domains/attendance/holidays.tables'
import { companies } from '~/domains/company/company.tables'
import { addDays, UPCOMING_DAYS } from '~/domains/dashboard/upcoming-events'
import { dayIn } from '~/platform/today'
import { auditLog } from '~/platform/audit.tables'
import type { Queryable } from '~/platform/db.server'
import { outboundEmails } from '~/platform/mail.tables'

const DAY_MS = 24 * 60 * 60 * 1000

/** A sent welcome email for System Emails (resendable) and the text it carries. */
function welcomeEmail(companyId: number, to: string, firstName: string, sentAt: Date) {
  return {
    companyId,
    template: 'welcome',
    toAddress: to,
    subject: 'Welcome to Acme Demo',
    textBody: `Hello ${firstName},\n\nWelcome to Acme Demo on Groundwork. Your handbook and courses are waiting in the knowledge base.\n\nThe People team`,
    htmlBody: `<!doctype html><html><body style="font-family:Arial,sans-serif"><p>Hello ${firstName},</p><p>Welcome to Acme Demo on Groundwork. Your handbook and courses are waiting in the knowledge base.</p><p>The People team</p></body></html>`,
    status: 'sent' as const,
    attempts: 1,
    sentAt,
    createdAt: sentAt,
    nextAttemptAt: sentAt,
  }
}

/**
 * Company administration for Acme Demo: its registration date and weekend, the year's fixed
 * holidays, some System Action History and a few System Emails. Only adds what is missing, so
 * a visitor's own settings and data survive a restart.
 */
export async function ensureDemoCompanyAdministration(
  q: Queryable,
  companyId: number,
): Promise<void> {
  const people = await q
    .select({
      userId: users.id,
      membershipId: memberships.id,
      firstName: users.firstName,
      email: users.email,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.companyId, companyId),
        inArray(users.email, ['admin@acme.test', 'employee@acme.test']),
      ),
    )
  const admin = people.find((person) => person.email === 'admin@acme.test')
  const employee = people.find((person) => person.email === 'employee@acme.test')
  if (!admin || !employee) return
  // Version 1: nobody has saved the settings page yet.
  await q
    .update(companies)
    .set({ registeredOn: '2019-04-01', weekendInfo: ['saturday', 'sunday'] })
    .where(and(eq(companies.id, companyId), eq(companies.version, 1)))

  const year = new Date().getUTCFullYear()
  const fixed = [
    { name: 'New Year’s Day', date: `${year}-01-01` },
    { name: 'Labour Day', date: `${year}-05-01` },
    { name: 'Christmas Day', date: `${year}-12-25` },
  ]
  const present = new Set(
    (
      await q
        .select({ date: holidays.date })
        .from(holidays)
        .where(
          and(
            eq(holidays.companyId, companyId),
            inArray(
              holidays.date,
              fixed.map((holiday) => holiday.date),
            ),
          ),
        )
    ).map((row) => row.date),
  )
  // The dashboard's demo picks what is coming up within its window (seed/dashboard.ts); these
  // stay out of it so the dashboard shows the same thing whatever the day.
  const today = dayIn('UTC')
  const windowEnd = addDays(today, UPCOMING_DAYS)
  const missing = fixed.filter(
    (holiday) => !present.has(holiday.date) && (holiday.date < today || holiday.date > windowEnd),
  )
  if (missing.length > 0) {
    await q.insert(holidays).values(missing.map((holiday) => ({ companyId, ...holiday })))
  }

  const now = Date.now()
  const ago = (days: number, hours = 0) => new Date(now - days * DAY_MS - hours * 60 * 60 * 1000)
  const [history] = await q
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'company.update')))
  if ((history?.n ?? 0) === 0) {
    const meta = { ip: '192.0.2.10', userAgent: 'Demo browser' }
    await q.insert(auditLog).values([
      {
        companyId,
        actorUserId: admin.userId,
        action: 'company.update',
        entityType: 'company',
        entityId: String(companyId),
        createdAt: ago(6, 3),
        ...meta,
      },
      {
        companyId,
        actorUserId: admin.userId,
        action: 'account.activation_email_sent',
        entityType: 'membership',
        entityId: String(employee.membershipId),
        createdAt: ago(5, 2),
        ...meta,
      },
      {
        companyId,
        actorUserId: employee.userId,
        action: 'account.activate',
        entityType: 'user',
        entityId: String(employee.userId),
        createdAt: ago(5, 1),
        ...meta,
      },
      {
        companyId,
        actorUserId: employee.userId,
        action: 'account.preferences.update',
        entityType: 'user',
        entityId: String(employee.userId),
        createdAt: ago(3, 5),
        ...meta,
      },
      {
        companyId,
        actorUserId: employee.userId,
        action: 'company.update',
        entityType: 'company',
        entityId: String(companyId),
        outcome: 'denied' as const,
        details: { reason: 'FORBIDDEN' },
        createdAt: ago(2, 4),
        ...meta,
      },
      {
        companyId,
        actorUserId: admin.userId,
        action: 'holiday.create',
        entityType: 'holiday',
        createdAt: ago(1, 6),
        ...meta,
      },
    ])
  }

  const [emails] = await q
    .select({ n: count() })
    .from(outboundEmails)
    .where(eq(outboundEmails.companyId, companyId))
  if ((emails?.n ?? 0) === 0) {
    await q
      .insert(outboundEmails)
      .values([
        welcomeEmail(companyId, employee.email, employee.firstName, ago(5, 1)),
        welcomeEmail(companyId, admin.email, admin.firstName, ago(6, 4)),
      ])
  }
}
