import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import {
  currentAcknowledgements,
  insertArticle,
  insertArticleType,
  insertCategory,
} from '#tests/factories/knowledge-reading'
import { makeDivision, makePosition, placeInOrg } from '#tests/factories/org'
import { testMeta } from '#tests/factories/request'
import { memberships } from '~/domains/accounts/accounts.tables'
import { employeeResponsibilities, responsibilities } from '~/domains/org/org.tables'
import { db } from '~/platform/db.server'
import {
  ACKNOWLEDGEMENT_MESSAGES,
  acknowledgeArticle,
  articleReadActivity,
  markAsRead,
  unreadAssignedArticles,
} from './acknowledgements.server'
import {
  ARTICLES_PAGE_SIZE,
  articleFiltersFrom,
  getArticleForReading,
  listArticles,
} from './article-reading.server'

const meta = testMeta()
const filters = (query = '') => articleFiltersFrom(new URLSearchParams(query))

async function companyWithReaders() {
  const { company, admin } = await makeCompanyWithAdmin()
  const staff = await makeMember(company, { firstName: 'Sam', lastName: 'Reader' })
  return {
    company,
    admin: { ...admin, actor: (await signedIn(admin.user, company)).actor },
    staff: { ...staff, actor: (await signedIn(staff.user, company)).actor },
  }
}

async function titles(actor: Parameters<typeof listArticles>[0], query = '') {
  return (await listArticles(actor, filters(query))).results.map((a) => a.title).sort()
}

describe('who reads what', () => {
  it('resolves ASSIGNED ONLY articles for position, division, responsibility, individual and everyone', async () => {
    const { company, admin, staff } = await companyWithReaders()
    const outsider = await makeMember(company)
    const outsiderActor = (await signedIn(outsider.user, company)).actor
    const division = await makeDivision(company)
    const position = await makePosition(company, 'Driver')
    const [duty] = await db
      .insert(responsibilities)
      .values({ companyId: company.id, title: 'First aid', description: 'Help' })
      .returning()
    await placeInOrg(staff.membership, { divisionId: division.id, positionIds: [position.id] })
    await db.insert(employeeResponsibilities).values({
      companyId: company.id,
      responsibilityId: duty!.id,
      membershipId: staff.membership.id,
    })
    const assignedOnly = { visibility: 2 }
    const byPosition = await insertArticle(company, {
      ...assignedOnly,
      title: 'By position',
      assign: { positionIds: [position.id] },
    })
    await insertArticle(company, {
      ...assignedOnly,
      title: 'By division',
      assign: { divisionIds: [division.id] },
    })
    await insertArticle(company, {
      ...assignedOnly,
      title: 'By responsibility',
      assign: { responsibilityIds: [duty!.id] },
    })
    await insertArticle(company, {
      ...assignedOnly,
      title: 'By name',
      assign: { membershipIds: [staff.membership.id] },
    })
    await insertArticle(company, { ...assignedOnly, title: 'Everyone', assign: { everyone: true } })
    await insertArticle(company, {
      ...assignedOnly,
      title: 'Someone else',
      assign: { membershipIds: [admin.membership.id] },
    })
    await insertArticle(company, { title: 'All staff' })

    const mine = ['By division', 'By name', 'By position', 'By responsibility', 'Everyone']
    expect(await titles(staff.actor)).toEqual(['All staff', ...mine].sort())
    expect(await titles(staff.actor, 'assigned=on')).toEqual(mine)
    expect(await titles(outsiderActor)).toEqual(['All staff', 'Everyone'])
    // KB admins read everything of their company.
    expect(await titles(admin.actor)).toHaveLength(7)
    // The dashboard's list: assigned and not yet read.
    expect((await unreadAssignedArticles(staff.actor)).map((a) => a.title).sort()).toEqual(mine)

    // A person outside every assignment cannot open it: a 404, recorded.
    await expect(getArticleForReading(outsiderActor, meta, byPosition.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    const [denied] = await auditEntries({ action: 'article.read', entityId: byPosition.id })
    expect(denied).toMatchObject({ outcome: 'denied', actorUserId: outsider.user.id })
    const page = await getArticleForReading(staff.actor, meta, byPosition.id)
    expect(page).toMatchObject({ title: 'By position', is_assigned: true, acknowledgement: null })

    // Read activity lists exactly the assigned active people; a deactivated one drops out.
    const activity = await articleReadActivity(admin.actor, meta, byPosition.id)
    expect(activity.people.map((p) => p.membership)).toEqual([staff.membership.id])
    await db
      .update(memberships)
      .set({ isActive: false })
      .where(eq(memberships.id, staff.membership.id))
    expect((await articleReadActivity(admin.actor, meta, byPosition.id)).assigned_count).toBe(0)
  })

  it('keeps drafts for KB admins and another company’s articles out of sight (404)', async () => {
    const acme = await companyWithReaders()
    const globex = await companyWithReaders()
    const draft = await insertArticle(acme.company, { title: 'Draft', status: 1 })
    const foreign = await insertArticle(globex.company, { title: 'Globex secret' })

    await expect(getArticleForReading(acme.staff.actor, meta, draft.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    expect((await getArticleForReading(acme.admin.actor, meta, draft.id)).status).toBe(1)
    for (const actor of [acme.admin.actor, acme.staff.actor]) {
      await expect(getArticleForReading(actor, meta, foreign.id)).rejects.toMatchObject({
        code: 'NOT_FOUND',
      })
      await expect(
        acknowledgeArticle(actor, meta, { article: foreign.id, signature: 'x' }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' })
      expect(await titles(actor)).not.toContain('Globex secret')
    }
    await expect(articleReadActivity(acme.admin.actor, meta, foreign.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    expect(await currentAcknowledgements(foreign.id)).toEqual([])
  })

  it('refuses read activity to staff (403)', async () => {
    const { company, staff } = await companyWithReaders()
    const article = await insertArticle(company)
    await expect(articleReadActivity(staff.actor, meta, article.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
  })

  it('sanitizes the body again when it is read and hides which answers are correct', async () => {
    const { company, staff } = await companyWithReaders()
    const article = await insertArticle(company, {
      body: '<p onclick="alert(1)">Hello</p><script>alert(2)</script>',
      acknowledgementType: 2,
      acknowledgementQuestion: 'Which?',
      answers: [
        { answer: 'Right', isCorrect: true },
        { answer: 'Wrong', isCorrect: false },
      ],
    })
    const page = await getArticleForReading(staff.actor, meta, article.id)
    expect(page.body).toBe('<p>Hello</p>')
    expect(page.answers).toEqual([
      { id: article.answers[0]!.id, answer: 'Right' },
      { id: article.answers[1]!.id, answer: 'Wrong' },
    ])
  })
})

describe('the article list', () => {
  it('filters by search (title or tag), category with its subcategories, type, tag, status and unread', async () => {
    const { company, admin, staff } = await companyWithReaders()
    const policies = await insertCategory(company, 'Policies')
    const hr = await insertCategory(company, 'HR', policies.id)
    const other = await insertCategory(company, 'Other')
    const howTo = await insertArticleType(company, 'How-to', '#1e88e5')
    const leave = await insertArticle(company, {
      title: 'Leave policy',
      categoryId: hr.id,
      tags: ['pto', 'hr'],
    })
    await insertArticle(company, {
      title: 'Laptop setup',
      categoryId: other.id,
      typeId: howTo.id,
      tags: ['it'],
    })
    await insertArticle(company, { title: '100% safe', categoryId: policies.id })
    await insertArticle(company, { title: 'Unfinished', categoryId: other.id, status: 1 })

    expect(await titles(staff.actor, 'search=LEAVE')).toEqual(['Leave policy'])
    expect(await titles(staff.actor, 'search=HR')).toEqual(['Leave policy'])
    // A typed % is a character, not a wildcard.
    expect(await titles(staff.actor, 'search=%25')).toEqual(['100% safe'])
    expect(await titles(staff.actor, `category=${policies.id}`)).toEqual([
      '100% safe',
      'Leave policy',
    ])
    expect(await titles(staff.actor, `type=${howTo.id}`)).toEqual(['Laptop setup'])
    expect(await titles(staff.actor, 'tag=it')).toEqual(['Laptop setup'])
    // Staff never see drafts, whatever they ask; admins can list only drafts.
    expect(await titles(staff.actor, 'status=draft')).toHaveLength(3)
    expect(await titles(admin.actor, 'status=draft')).toEqual(['Unfinished'])

    await acknowledgeArticle(staff.actor, meta, { article: leave.id, signature: 'Sam Reader' })
    expect(await titles(staff.actor, 'unread=on')).toEqual(['100% safe', 'Laptop setup'])
    const listed = await listArticles(staff.actor, filters('search=leave'))
    expect(listed.results[0]).toMatchObject({
      is_read: true,
      category: { id: hr.id, name: 'HR' },
      type: null,
    })
    // Nonsense in the query string is ignored, not an error.
    expect(await titles(staff.actor, 'category=abc&page=-3&unread=maybe')).toHaveLength(3)
  })

  it(`pages ${ARTICLES_PAGE_SIZE} at a time`, async () => {
    const { company, staff } = await companyWithReaders()
    const category = await insertCategory(company)
    for (let i = 0; i < ARTICLES_PAGE_SIZE + 2; i++) {
      await insertArticle(company, { categoryId: category.id, title: `Paged ${i}` })
    }
    const first = await listArticles(staff.actor, filters())
    const second = await listArticles(staff.actor, filters('page=2'))
    expect(first).toMatchObject({ count: ARTICLES_PAGE_SIZE + 2, page_count: 2 })
    expect(first.results).toHaveLength(ARTICLES_PAGE_SIZE)
    expect(second.results).toHaveLength(2)
    expect(new Set([...first.results, ...second.results].map((a) => a.id)).size).toBe(27)
  })
})

describe('acknowledgement', () => {
  it('by signature needs the reader’s full name, and stores name, time and revision once', async () => {
    const { company, staff } = await companyWithReaders()
    const article = await insertArticle(company, { revision: 3 })
    await expect(
      acknowledgeArticle(staff.actor, meta, { article: article.id, signature: '  ' }),
    ).rejects.toMatchObject({
      fieldErrors: { signature: [ACKNOWLEDGEMENT_MESSAGES.signatureRequired] },
    })
    await expect(
      acknowledgeArticle(staff.actor, meta, { article: article.id, signature: 'Someone Else' }),
    ).rejects.toMatchObject({
      fieldErrors: { signature: [ACKNOWLEDGEMENT_MESSAGES.signatureMismatch] },
    })
    expect(await currentAcknowledgements(article.id)).toEqual([])

    const done = await acknowledgeArticle(staff.actor, meta, {
      article: article.id,
      signature: ' sam   READER ',
    })
    expect(done).toMatchObject({ method: 1, signature: 'sam READER', revision: 3 })
    const again = await acknowledgeArticle(staff.actor, meta, {
      article: article.id,
      signature: 'Sam Reader',
    })
    expect(again.id).toBe(done.id)
    expect(await currentAcknowledgements(article.id)).toHaveLength(1)
    const page = await getArticleForReading(staff.actor, meta, article.id)
    expect(page.acknowledgement).toMatchObject({ method: 1, revision: 3 })
    const [entry] = await auditEntries({ action: 'article.acknowledge', entityId: article.id })
    expect(entry).toMatchObject({ outcome: 'success', actorUserId: staff.user.id })
  })

  it('by question needs every correct answer and no wrong one; a wrong answer stores nothing', async () => {
    const { company, staff } = await companyWithReaders()
    const article = await insertArticle(company, {
      acknowledgementType: 2,
      acknowledgementQuestion: 'What must you wear?',
      answers: [
        { answer: 'Helmet', isCorrect: true },
        { answer: 'Boots', isCorrect: true },
        { answer: 'Sandals', isCorrect: false },
      ],
    })
    const [helmet, boots, sandals] = article.answers.map((a) => a.id)
    const wrong = { answer_ids: [ACKNOWLEDGEMENT_MESSAGES.wrongAnswer] }
    for (const chosen of [[helmet!], [helmet!, boots!, sandals!], [sandals!], [999_999]]) {
      await expect(
        acknowledgeArticle(staff.actor, meta, { article: article.id, answer_ids: chosen }),
      ).rejects.toMatchObject({ fieldErrors: wrong })
    }
    await expect(
      acknowledgeArticle(staff.actor, meta, { article: article.id, answer_ids: [] }),
    ).rejects.toMatchObject({
      fieldErrors: { answer_ids: [ACKNOWLEDGEMENT_MESSAGES.answerRequired] },
    })
    // A question is not skipped by signing or by marking it read.
    await expect(
      acknowledgeArticle(staff.actor, meta, { article: article.id, signature: 'Sam Reader' }),
    ).rejects.toMatchObject({ code: 'VALIDATION' })
    await expect(markAsRead(staff.actor, meta, article.id)).rejects.toMatchObject({
      message: ACKNOWLEDGEMENT_MESSAGES.answerTheQuestion,
    })
    expect(await currentAcknowledgements(article.id)).toEqual([])

    const done = await acknowledgeArticle(staff.actor, meta, {
      article: article.id,
      answer_ids: [boots!, helmet!],
    })
    expect(done).toMatchObject({ method: 2, answer_ids: [helmet, boots].sort((a, b) => a! - b!) })
  })
})
