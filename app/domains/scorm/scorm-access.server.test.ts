import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { makeCourse } from '#tests/factories/courses'
import { testMeta } from '#tests/factories/request'
import { makeScormPackage } from '#tests/factories/scorm'
import { companies } from '~/domains/company/company.tables'
import { db } from '~/platform/db.server'
import { findPlayablePackage, playablePackage } from './scorm-access.server'
import { scormPackages } from './scorm.tables'

/** A company with its admin, a learner, and two packages: one in a course assigned to the learner. */
async function academy() {
  const { company, admin } = await makeCompanyWithAdmin('Acme Academy')
  const learner = await makeMember(company, { firstName: 'Sam', lastName: 'Learner' })
  const assigned = await makeScormPackage(company, { title: 'Golf basics' })
  const unassigned = await makeScormPackage(company, { title: 'Golf etiquette' })
  const course = await makeCourse(company, {
    sections: [{ title: 'Play', items: [{ scorm: assigned.id }] }],
    assign: { membershipIds: [learner.membership.id] },
  })
  return {
    company,
    course,
    assigned,
    unassigned,
    adminActor: (await signedIn(admin.user, company)).actor,
    learnerActor: (await signedIn(learner.user, company)).actor,
  }
}

describe('who may play a package', () => {
  it('a learner plays the packages of courses assigned to them, a KB admin every package', async () => {
    const { assigned, unassigned, adminActor, learnerActor } = await academy()
    expect(await findPlayablePackage(learnerActor, assigned.id)).toMatchObject({ id: assigned.id })
    expect(await findPlayablePackage(learnerActor, unassigned.id)).toBeNull()
    expect(await findPlayablePackage(adminActor, unassigned.id)).toMatchObject({
      title: 'Golf etiquette',
    })
  })

  it('another company’s package is the audited 404, like a missing one', async () => {
    const { assigned } = await academy()
    const stranger = await makeCompanyWithAdmin('Elsewhere')
    const { actor } = await signedIn(stranger.admin.user, stranger.company)
    const asker = { actor, meta: testMeta() }
    await expect(playablePackage(asker, assigned.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'SCORM package not found.',
    })
    await expect(playablePackage(asker, 999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect(
      await auditEntries({ companyId: stranger.company.id, action: 'scorm.open' }),
    ).toHaveLength(2)
  })
})

describe('a package and the courses using it', () => {
  it('a package a course uses cannot be deleted; its company can, with both', async () => {
    const { company, assigned, unassigned } = await academy()
    await expect(
      db.delete(scormPackages).where(eq(scormPackages.id, assigned.id)),
    ).rejects.toThrow()
    await db.delete(scormPackages).where(eq(scormPackages.id, unassigned.id))

    await db.delete(companies).where(eq(companies.id, company.id))
    expect(await db.select().from(scormPackages).where(eq(scormPackages.id, assigned.id))).toEqual(
      [],
    )
  })
})
