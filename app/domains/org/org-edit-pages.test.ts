import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin } from '#tests/factories/accounts'
import { browserCookie } from '#tests/factories/browser-session'
import { makeDivision, makePosition } from '#tests/factories/org'
import { postForm } from '#tests/support/post-form'
import { db } from '~/platform/db.server'
import { action as editDivisionAction } from '~/routes/_app+/account.divisions.$id.edit'
import { action as editPositionAction } from '~/routes/_app+/account.positions_.$id.edit'
import { divisions, positions } from './org.tables'

/*
 * The division and position edit pages post every field, so what the admin empties or switches
 * off is cleared (a description, a manager position), not kept as it was.
 */

async function orgAdmin() {
  const { company, admin } = await makeCompanyWithAdmin()
  return { company, cookie: await browserCookie(admin) }
}

describe('the org edit pages without JS', () => {
  it('clears an emptied division description', async () => {
    const { company, cookie } = await orgAdmin()
    const division = await makeDivision(company, { name: 'Sales', color: '#0cb2fc' })
    await db
      .update(divisions)
      .set({ description: 'Sells things' })
      .where(eq(divisions.id, division.id))

    const answer = await postForm(
      editDivisionAction,
      `/account/divisions/${division.id}/edit`,
      cookie,
      {
        division_name: 'Sales',
        division_color: '#0cb2fc',
        division_order: '',
        division_description: '',
        version: division.version,
      },
      { id: String(division.id) },
    )

    expect(answer.status).toBe(302)
    const [saved] = await db.select().from(divisions).where(eq(divisions.id, division.id))
    expect(saved).toMatchObject({ name: 'Sales', description: '' })
  })

  it('clears an emptied manager position and a switched-off description', async () => {
    const { company, cookie } = await orgAdmin()
    const division = await makeDivision(company)
    const head = await makePosition(company, 'Head')
    const lead = await makePosition(company, 'Lead')
    await db
      .update(positions)
      .set({ divisionId: division.id, managerPositionId: head.id, description: 'Leads' })
      .where(eq(positions.id, lead.id))

    const answer = await postForm(
      editPositionAction,
      `/account/positions/${lead.id}/edit`,
      cookie,
      {
        name: 'Lead',
        division: division.id,
        manager: '',
        order: 1,
        description: 'Leads',
        version: lead.version,
      },
      { id: String(lead.id) },
    )

    expect(answer.status).toBe(302)
    const [saved] = await db.select().from(positions).where(eq(positions.id, lead.id))
    expect(saved).toMatchObject({ name: 'Lead', managerPositionId: null, description: '' })
  })

  it('saves the order within the division the form sends', async () => {
    const { company, cookie } = await orgAdmin()
    const division = await makeDivision(company)
    const lead = await makePosition(company, 'Lead')
    const answer = await postForm(
      editPositionAction,
      `/account/positions/${lead.id}/edit`,
      cookie,
      { name: 'Lead', division: division.id, order: 1, division_order: 3, version: lead.version },
      { id: String(lead.id) },
    )
    expect(answer.status).toBe(302)
    const [saved] = await db.select().from(positions).where(eq(positions.id, lead.id))
    expect(saved).toMatchObject({ divisionId: division.id, divisionOrder: 3 })
  })
})
