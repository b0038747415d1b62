import { describe, expect, it } from 'vitest'
import { findUserByEmail, signedIn } from '#tests/factories/accounts'
import { eq } from 'drizzle-orm'
import { companies } from '~/domains/company/company.tables'
import { listUpcomingEvents } from '~/domains/dashboard/upcoming-events.server'
import { db } from '~/platform/db.server'

describe('demo dashboard', () => {
  it("shows Acme's people a holiday, a birthday and a work anniversary coming up, without duplicates", async () => {
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
    const employee = await findUserByEmail('employee@acme.test')
    const { actor } = await signedIn(employee!, acme!)

    const events = await listUpcomingEvents(actor)

    expect(events.filter((event) => event.kind === 'holiday').map((event) => event.name)).toEqual([
      'Team day',
      'Founders’ Day',
    ])
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'birthday', name: 'Eddie Evans' }),
    )
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'anniversary', name: 'Alice Anderson', years: 5 }),
    )
  })
})
