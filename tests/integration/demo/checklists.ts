import { and, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signedIn } from '#tests/factories/accounts'
import { testMeta } from '#tests/factories/request'
import { itemFileResponse } from '~/domains/checklists/checklist-files.server'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import {
  checklistItems,
  checklists,
  checklistTemplates,
} from '~/domains/checklists/checklists.tables'
import { companies } from '~/domains/company/company.tables'
import { db } from '~/platform/db.server'
import { DEMO_TEMPLATES } from '../../../scripts/seed/checklists'

describe('demo checklists', () => {
  it('gives Acme its four templates once, with completed, overdue and open checklists', async () => {
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
    const templates = await db
      .select({ title: checklistTemplates.title })
      .from(checklistTemplates)
      .where(eq(checklistTemplates.companyId, acme!.id))
    expect(templates.map((row) => row.title).sort()).toEqual(
      DEMO_TEMPLATES.map((template) => template.title).sort(),
    )
    const today = new Date().toISOString().slice(0, 10)
    const own = (where: ReturnType<typeof and>) =>
      db
        .select({ id: checklists.id })
        .from(checklists)
        .where(and(eq(checklists.companyId, acme!.id), where))
    expect((await own(isNotNull(checklists.completedAt))).length).toBeGreaterThanOrEqual(2)
    expect(
      (await own(and(isNull(checklists.completedAt), lt(checklists.dueOn, today)))).length,
    ).toBeGreaterThanOrEqual(2)

    // The employee has filled part of today's opening shift, each answer recorded as theirs.
    const [eddie] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(users.email, 'employee@acme.test'), eq(memberships.companyId, acme!.id)))
    const todays = await own(eq(checklists.title, 'Opening shift (today)'))
    const answered = await db
      .select({ by: checklistItems.doneByMembershipId })
      .from(checklistItems)
      .where(
        and(
          inArray(
            checklistItems.checklistId,
            todays.map((row) => row.id),
          ),
          isNotNull(checklistItems.value),
        ),
      )
    expect(answered.length).toBe(2)
    expect(answered.every((row) => row.by === eddie!.id)).toBe(true)
  })

  it("shows a file item's upload on the completed forklift inspection, downloadable", async () => {
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
    const [inspection] = await db
      .select({ id: checklists.id })
      .from(checklists)
      .where(
        and(
          eq(checklists.companyId, acme!.id),
          eq(checklists.title, 'Vehicle inspection: forklift 1'),
        ),
      )
    const [report] = await db
      .select()
      .from(checklistItems)
      .where(
        and(
          eq(checklistItems.checklistId, inspection!.id),
          eq(checklistItems.label, 'Inspection report'),
        ),
      )
    expect(report).toMatchObject({ kind: 'file', value: 'Forklift_1_inspection.pdf' })
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@acme.test'))
    const { actor } = await signedIn(admin!, acme!)
    const download = await itemFileResponse({ actor, meta: testMeta() }, inspection!.id, report!.id)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    const bytes = new TextDecoder().decode(await download.arrayBuffer())
    expect(bytes).toMatch(/^%PDF-1\.4/)
    expect(bytes).toContain('Forklift 1: tyres good, brakes tested, no damage.')
  })
})
