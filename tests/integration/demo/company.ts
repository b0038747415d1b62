import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { findUserByEmail, signedIn } from '#tests/factories/accounts'
import { testMeta } from '#tests/factories/request'
import { listHolidays } from '~/domains/attendance/holidays.server'
import { companies } from '~/domains/company/company.tables'
import { historyQueryFrom } from '~/domains/company/history.schema'
import { listHistory } from '~/domains/company/history.server'
import { outboundEmailQueryFrom } from '~/domains/company/outbound-emails.schema'
import { listOutboundEmails } from '~/domains/company/outbound-emails.server'
import { db } from '~/platform/db.server'

describe('demo company administration', () => {
  it('gives Acme a slug, weekend, holidays, some history and resendable emails, once', async () => {
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
    expect(acme).toMatchObject({ weekendInfo: ['saturday', 'sunday'], registeredOn: '2019-04-01' })
    const admin = await findUserByEmail('admin@acme.test')
    const { actor } = await signedIn(admin!, acme!)

    // By action: later seeds (course completions) fill the first page of the whole history.
    const historyOf = (action: string) =>
      listHistory(actor, historyQueryFrom(new URLSearchParams({ action })))
    const settings = await historyOf('company.update')
    expect(settings.entries.map((entry) => entry.label)).toEqual([
      'Changed the company settings',
      'Changed the company settings',
    ])
    const activations = await historyOf('account.activation_email_sent')
    expect(activations.entries.map((entry) => entry.label)).toContain('Sent an activation email')

    const emails = await listOutboundEmails(
      actor,
      outboundEmailQueryFrom(new URLSearchParams()),
      testMeta(),
    )
    expect(emails.emails.map((email) => email.subject)).toEqual([
      'Welcome to Acme Demo',
      'Welcome to Acme Demo',
    ])
    expect((await listHolidays(actor)).length).toBeGreaterThanOrEqual(3)
  })
})
