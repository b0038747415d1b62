import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember } from '#tests/factories/accounts'
import { browserCookie } from '#tests/factories/browser-session'
import { placeInOrg } from '#tests/factories/org'
import { postForm } from '#tests/support/post-form'
import { memberships } from '~/domains/accounts/accounts.tables'
import { db } from '~/platform/db.server'
import { action as editStaffAction } from '~/routes/_app+/account.employee.$id.edit'

/*
 * The staff edit page posts every field: a phone, hire date or manager the admin empties is
 * removed, never kept as it was.
 */

describe('the staff edit page', () => {
  it('removes an emptied phone, hire date and manager', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const person = await makeMember(company, { firstName: 'Gus', lastName: 'Good' })
    await placeInOrg(person.membership, { managerId: admin.membership.id })
    await db
      .update(memberships)
      .set({ personalPhone: '+1 555 0100', hiredOn: '2020-01-06' })
      .where(eq(memberships.id, person.membership.id))
    const id = person.membership.id

    const answer = await postForm(
      editStaffAction,
      `/account/employee/${id}/edit`,
      await browserCookie(admin),
      {
        version: person.membership.version,
        first_name: 'Gus',
        last_name: 'Good',
        email: person.user.email,
        personal_phone: '',
        gender: '',
        date_of_birth: '',
        hired_on: '',
        primary_position: '',
        manager: '',
        division: '',
      },
      { id: String(id) },
    )

    expect(answer.status).toBe(302)
    const [saved] = await db.select().from(memberships).where(eq(memberships.id, id))
    expect(saved).toMatchObject({ personalPhone: null, hiredOn: null, managerId: null })
  })
})
