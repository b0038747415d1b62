import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { makeArticleType, makeCategoryRow } from '#tests/factories/knowledge-articles'
import { testMeta } from '#tests/factories/request'
import { db } from '~/platform/db.server'
import type { FormReply } from '~/platform/form-reply'
import { articleCategories, articleTypes } from '../knowledge.tables'
import { divisions } from '../../org/org.tables'
import { runTaxonomyDialog } from './taxonomy-forms.server'

async function kbAdmin() {
  const { company, admin } = await makeCompanyWithAdmin()
  const staff = await makeMember(company)
  return {
    company,
    actor: (await signedIn(admin.user, company)).actor,
    staff: (await signedIn(staff.user, company)).actor,
  }
}

/** A dialog's post as the article form's fetcher sends it, and what the route answers. */
async function dialog(actor: Awaited<ReturnType<typeof kbAdmin>>['actor'], fields: object) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value))
  const request = new Request('http://localhost/knowledgebase/taxonomy', { method: 'POST', body })
  const response = await runTaxonomyDialog(request, actor, testMeta())
  return { status: response.status, reply: (await response.json()) as FormReply<{ id: number }> }
}

const categoryRow = async (id: number) =>
  (await db.select().from(articleCategories).where(eq(articleCategories.id, id)))[0]

describe('the taxonomy dialogs of the article form', () => {
  it('answers a saved category with its id, so the field chooses it', async () => {
    const { actor } = await kbAdmin()

    const { status, reply } = await dialog(actor, { intent: 'category.create', category: 'HR' })

    expect(status).toBe(200)
    expect(reply.status).toBe('success')
    expect((await categoryRow(reply.carried!.id))?.name).toBe('HR')
  })

  it('moves a category to the top when its parent is emptied, and refuses an emptied name', async () => {
    const { actor, company } = await kbAdmin()
    const parent = await makeCategoryRow(company, 'Policies')
    const child = await makeCategoryRow(company, 'Leave', parent.id)
    const edit = { intent: 'category.update', id: child.id, version: child.version }

    const emptied = await dialog(actor, { ...edit, category: '', parent: '' })
    const moved = await dialog(actor, { ...edit, category: 'Leave', parent: '' })

    expect(emptied.status).toBe(400)
    expect(emptied.reply.error).toEqual({ category: ['This field is required'] })
    expect(moved.reply.status).toBe('success')
    expect(await categoryRow(child.id)).toMatchObject({ name: 'Leave', parentId: null })
  })

  it('shows a missing record, a stale version and a refusal in the dialog', async () => {
    const { actor, staff, company } = await kbAdmin()
    const type = await makeArticleType(company, 'Policy')

    const missing = await dialog(actor, { intent: 'category.delete', id: 999_999 })
    const stale = await dialog(actor, {
      intent: 'type.update',
      id: type.id,
      type: 'Rule',
      color: '#000000',
      version: type.version + 1,
    })
    const refused = await dialog(staff, { intent: 'type.delete', id: type.id })

    expect(missing.status).toBe(404)
    expect(missing.reply.error?.['']).toHaveLength(1)
    expect(stale.status).toBe(409)
    expect(stale.reply.error?.['']).toEqual([
      'This was changed by someone else. Reload it and try again.',
    ])
    expect(refused.status).toBe(403)
    expect(
      await db.select().from(articleTypes).where(eq(articleTypes.companyId, company.id)),
    ).toMatchObject([{ name: 'Policy' }])
  })

  it('adds a division for the article form, which only those who may create divisions can', async () => {
    const { actor, staff, company } = await kbAdmin()
    const added = await dialog(actor, { intent: 'division.create', division_name: 'Logistics' })
    expect(added.reply.status).toBe('success')
    const refused = await dialog(staff, { intent: 'division.create', division_name: 'Sales' })
    expect(refused.status).toBe(403)
    const rows = await db.select().from(divisions).where(eq(divisions.companyId, company.id))
    expect(rows.map((row) => [row.id, row.name, row.color])).toEqual([
      [added.reply.carried?.id, 'Logistics', '#0cb2fc'],
    ])
  })
})
