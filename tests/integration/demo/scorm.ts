import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signedIn } from '#tests/factories/accounts'
import { testMeta } from '#tests/factories/request'
import { users } from '~/domains/accounts/accounts.tables'
import { companies } from '~/domains/company/company.tables'
import { courseItems, courses } from '~/domains/courses/courses.tables'
import { listPackages } from '~/domains/scorm/packages/packages.server'
import { db } from '~/platform/db.server'
import { fileStore, packageFileKey } from '~/platform/storage.server'
import { scormPackages } from '~/domains/scorm/scorm.tables'
import { DEMO_SCORM_COURSE } from '../../../scripts/seed/scorm'

describe('demo SCORM packages', () => {
  it('gives Acme both golf packages once, stored, the SCORM 1.2 one played in a course', async () => {
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
    const [user] = await db.select().from(users).where(eq(users.email, 'admin@acme.test'))
    const { actor } = await signedIn(user!, acme!)
    const list = await listPackages({ actor, meta: testMeta() }, { search: 'golf', page: 1 })
    expect(list.results.map((row) => [row.title, row.scorm_version]).sort()).toEqual([
      ['Golf Explained (SCORM 1.2)', '1.2'],
      ['Golf Explained (SCORM 2004)', '2004 3rd'],
    ])
    const golf12 = list.results.find((row) => row.scorm_version === '1.2')!
    expect(golf12.courses.map((course) => course.name)).toEqual([DEMO_SCORM_COURSE])
    expect(golf12.uploaded_by).toBe('Alice Anderson')

    const [row] = await db.select().from(scormPackages).where(eq(scormPackages.id, golf12.id))
    const launch = await fileStore.get(packageFileKey(row!.storagePrefix, 'shared/launchpage.html'))
    expect(launch?.length).toBeGreaterThan(0)
    const items = await db
      .select({ id: courseItems.id })
      .from(courseItems)
      .innerJoin(courses, eq(courses.id, courseItems.courseId))
      .where(and(eq(courses.companyId, acme!.id), eq(courseItems.kind, 'scorm')))
    expect(items).toHaveLength(1)
  })
})
