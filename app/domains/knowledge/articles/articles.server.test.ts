import { and, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { makeArticleType, makeCategoryRow } from '#tests/factories/knowledge-articles'
import { makeDivision } from '#tests/factories/org'
import { testMeta } from '#tests/factories/request'
import { db } from '~/platform/db.server'
import { ArticleSchema, ARTICLE_MESSAGES } from './articles.schema'
import {
  bulkDeleteArticles,
  bulkUpdateArticles,
  createArticle,
  deleteArticle,
  getDraft,
  publishDraft,
  restoreVersion,
  saveDraft,
  updateArticle,
} from './articles.server'
import { loadArticle } from './article-records.server'
import {
  ARTICLE_STATUS,
  articleAcknowledgements,
  articleVersions,
  publicKnowledgebases,
} from '../knowledge.tables'

async function kbAdmin() {
  const { company, admin } = await makeCompanyWithAdmin()
  const category = await makeCategoryRow(company, 'Policies')
  return { company, admin, category, actor: (await signedIn(admin.user, company)).actor }
}

const input = (fields: Record<string, unknown>) => ArticleSchema.parse(fields)

function versionsOf(articleId: number) {
  return db
    .select()
    .from(articleVersions)
    .where(eq(articleVersions.articleId, articleId))
    .orderBy(articleVersions.revision)
}

describe('article form rules (seed 001 §5)', () => {
  it('asks for a title and a category with the field message and the toast', () => {
    const result = ArticleSchema.safeParse({ title: '  ' })
    expect(result.success).toBe(false)
    const { fieldErrors, formErrors } = result.error!.flatten()
    expect(fieldErrors.title).toEqual([ARTICLE_MESSAGES.titleRequired])
    expect(fieldErrors.article_category).toEqual(['Please select a category'])
    expect(formErrors).toEqual(['please add an Article Title', 'Please Add an Article Category'])
  })

  it('checks a question-and-answer acknowledgement: question, no blank answer, one correct', () => {
    const result = ArticleSchema.safeParse({
      title: 'Fire drill',
      article_category: 1,
      acknowledgement_type: 2,
      article_answers: [{ answer: 'Yes' }, { answer: ' ' }],
    })
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])
    expect(issues).toEqual([
      ['acknowledgement_question', 'please supply question for Question answer acknowledgement'],
      [
        'article_answers.1.answer',
        'You cannot have a question answer as blank, you can either remove it or supply value',
      ],
      ['article_answers', 'At least one answer should be correct'],
    ])
  })

  it('splits tags on commas and drops empty names', () => {
    const parsed = input({ title: 'T', article_category: 1, tags: ['a, b', '', ' c ', 'a'] })
    expect(parsed.tags).toEqual(['a', 'b', 'c'])
  })
})

describe('article services', () => {
  it('publishes a new article as revision 1 with its version, sanitized and with the §4 rules', async () => {
    const { company, actor, category } = await kbAdmin()
    const [kb] = await db
      .insert(publicKnowledgebases)
      .values({ companyId: company.id, name: 'Help', urlPart: 'help', isDefault: true })
      .returning()
    const division = await makeDivision(company)
    const article = await createArticle(
      actor,
      input({
        title: 'Leave policy',
        article_category: category.id,
        body: '<p>Hi<script>alert(1)</script></p>',
        tags: 'pto, leave',
        blocks: ['text'],
        embed_video_url: 'https://youtu.be/dQw4w9WgXcQ',
        visibility: 0,
        division: [division.id],
      }),
      testMeta(),
    )
    expect(article).toMatchObject({
      title: 'Leave policy',
      status: ARTICLE_STATUS.published,
      revision: 1,
      version: 1,
      body: '<p>Hi</p>',
      tags: ['pto', 'leave'],
      embed_video_url: '',
      public_knowledgebases: [kb!.id],
      division: [division.id],
    })
    expect(await versionsOf(article.id)).toEqual([
      expect.objectContaining({ revision: 1, title: 'Leave policy', body: '<p>Hi</p>' }),
    ])
    // Visibility other than PUBLIC clears the knowledge bases.
    const changed = await updateArticle(
      actor,
      article.id,
      { visibility: 1, version: article.version, dont_notify: false },
      testMeta(),
    )
    expect(changed.public_knowledgebases).toEqual([])
  })

  it('saves a new article as draft (status 1) without a version; publishing it makes revision 1', async () => {
    const { actor, category } = await kbAdmin()
    const draft = await createArticle(
      actor,
      input({ title: 'Draft', article_category: category.id }),
      testMeta(),
      ARTICLE_STATUS.draft,
    )
    expect(draft).toMatchObject({ status: 1, revision: 0, published_on: null })
    expect(await versionsOf(draft.id)).toEqual([])
    const published = await updateArticle(
      actor,
      draft.id,
      { title: 'Final', version: draft.version, dont_notify: false },
      testMeta(),
      { publish: true },
    )
    expect(published).toMatchObject({ status: 0, revision: 1, title: 'Final' })
    expect((await versionsOf(draft.id)).map((v) => v.title)).toEqual(['Final'])
  })

  it('writes only changed fields and refuses a stale version with a 409, writing nothing', async () => {
    const { actor, category } = await kbAdmin()
    const article = await createArticle(
      actor,
      input({ title: 'Original', article_category: category.id, body: '<p>One</p>' }),
      testMeta(),
    )
    const results = await Promise.allSettled(
      ['Left', 'Right'].map((title) =>
        updateArticle(
          actor,
          article.id,
          { title, version: article.version, dont_notify: false },
          testMeta(),
        ),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
    expect(lost.reason).toMatchObject({ code: 'CONFLICT' })
    const stored = (await loadArticle(db, actor.companyId, article.id))!
    expect(stored).toMatchObject({ version: 2, revision: 2, body: '<p>One</p>' })
    const [entry] = await auditEntries({ action: 'article.publish', entityId: article.id })
    expect(entry!.details).toMatchObject({ changed: ['title'], from_version: 1 })
  })

  it('keeps a draft of a published article apart from the live one until it is published', async () => {
    const { actor, category } = await kbAdmin()
    const article = await createArticle(
      actor,
      input({ title: 'Live', article_category: category.id, body: '<p>Live text</p>' }),
      testMeta(),
    )
    const draft = await saveDraft(
      actor,
      article.id,
      input({ title: 'Live v2', article_category: category.id, body: '<p>New text</p>' }),
      0,
      testMeta(),
    )
    expect((await loadArticle(db, actor.companyId, article.id))!.title).toBe('Live')
    // A second "first" draft from a form opened before would overwrite it: refused.
    await expect(
      saveDraft(
        actor,
        article.id,
        input({ title: 'Other', article_category: category.id }),
        0,
        testMeta(),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' })
    const published = await publishDraft(
      actor,
      article.id,
      input(draft.content),
      { article: article.version, draft: draft.version },
      testMeta(),
    )
    expect(published).toMatchObject({ title: 'Live v2', body: '<p>New text</p>', revision: 2 })
    expect((await versionsOf(article.id)).map((v) => v.title)).toEqual(['Live', 'Live v2'])
    expect((await getDraft(actor, article.id, testMeta())).draft).toBeNull()
  })

  it("Update & Notify supersedes past readers' completions; Don't Notify changes neither them nor the time", async () => {
    const { company, actor, category } = await kbAdmin()
    const reader = await makeMember(company)
    const article = await createArticle(
      actor,
      input({ title: 'Safety', article_category: category.id }),
      testMeta(),
    )
    await db.insert(articleAcknowledgements).values({
      companyId: company.id,
      articleId: article.id,
      membershipId: reader.membership.id,
      revision: 1,
      method: 0,
    })
    const current = () =>
      db
        .select()
        .from(articleAcknowledgements)
        .where(
          and(
            eq(articleAcknowledgements.articleId, article.id),
            isNull(articleAcknowledgements.supersededAt),
          ),
        )
    const quiet = await updateArticle(
      actor,
      article.id,
      { title: 'Safety (typo fixed)', version: article.version, dont_notify: true },
      testMeta(),
    )
    expect(await current()).toHaveLength(1)
    expect(quiet.last_edited_on).toBe(article.last_edited_on)
    const loud = await updateArticle(
      actor,
      article.id,
      { title: 'Safety rules', version: quiet.version, dont_notify: false },
      testMeta(),
    )
    expect(await current()).toHaveLength(0)
    expect(loud.last_edited_on > article.last_edited_on).toBe(true)
  })

  it('restores a past version as a new revision', async () => {
    const { actor, category } = await kbAdmin()
    const first = await createArticle(
      actor,
      input({ title: 'First', article_category: category.id, body: '<p>A</p>' }),
      testMeta(),
    )
    const second = await updateArticle(
      actor,
      first.id,
      { title: 'Second', body: '<p>B</p>', version: first.version, dont_notify: true },
      testMeta(),
    )
    const [v1] = await versionsOf(first.id)
    await expect(restoreVersion(actor, v1!.id, first.version, testMeta())).rejects.toMatchObject({
      code: 'CONFLICT',
    })
    const restored = await restoreVersion(actor, v1!.id, second.version, testMeta())
    expect(restored).toMatchObject({ title: 'First', body: '<p>A</p>', revision: 3 })
  })

  it("refuses other companies' ids (404) and refuses members who are not KB admins (403)", async () => {
    const acme = await kbAdmin()
    const globex = await kbAdmin()
    const theirs = await createArticle(
      globex.actor,
      input({ title: 'Secret', article_category: globex.category.id }),
      testMeta(),
    )
    const meta = testMeta()
    await expect(
      updateArticle(acme.actor, theirs.id, { title: 'Mine', version: 1, dont_notify: false }, meta),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(deleteArticle(acme.actor, theirs.id, meta)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    await expect(getDraft(acme.actor, theirs.id, meta)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    const [globexVersion] = await versionsOf(theirs.id)
    await expect(restoreVersion(acme.actor, globexVersion!.id, 1, meta)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    // Their category is not ours either: a field error, nothing created.
    await expect(
      createArticle(acme.actor, input({ title: 'X', article_category: globex.category.id }), meta),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { article_category: [ARTICLE_MESSAGES.categoryRequired] },
    })
    expect((await loadArticle(db, globex.company.id, theirs.id))!.title).toBe('Secret')

    const staff = await makeMember(acme.company)
    const staffActor = (await signedIn(staff.user, acme.company)).actor
    await expect(
      createArticle(staffActor, input({ title: 'Nope', article_category: acme.category.id }), meta),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' })
    expect(await auditEntries({ action: 'article.create', actorUserId: staff.user.id })).toEqual([
      expect.objectContaining({ outcome: 'denied' }),
    ])

    const kbStaff = await makeMember(acme.company, { roles: ['user_is_kb_admin'] })
    const kbActor = (await signedIn(kbStaff.user, acme.company)).actor
    const ok = await createArticle(
      kbActor,
      input({ title: 'By a KB admin', article_category: acme.category.id }),
      meta,
    )
    expect(ok.title).toBe('By a KB admin')
  })

  it('bulk-deletes all or none and bulk-updates the same fields on many articles', async () => {
    const { company, actor, category } = await kbAdmin()
    const other = await kbAdmin()
    const type = await makeArticleType(company, 'How-to', '#1e88e5')
    const a = await createArticle(
      actor,
      input({ title: 'A', article_category: category.id }),
      testMeta(),
    )
    const b = await createArticle(
      actor,
      input({ title: 'B', article_category: category.id }),
      testMeta(),
    )
    const foreign = await createArticle(
      other.actor,
      input({ title: 'F', article_category: other.category.id }),
      testMeta(),
    )
    expect(await bulkDeleteArticles(actor, [a.id, foreign.id], testMeta())).toEqual({
      ok: false,
      errors: [{ id: foreign.id, error: ARTICLE_MESSAGES.deleteFailed }],
    })
    expect(await loadArticle(db, company.id, a.id)).toBeDefined()
    expect(
      await bulkUpdateArticles(actor, [a.id, b.id], { type: type.id, tags: ['x'] }, testMeta()),
    ).toEqual({ ok: true, ids: [a.id, b.id] })
    expect((await loadArticle(db, company.id, b.id))!).toMatchObject({ type: type.id, tags: ['x'] })
    expect(await bulkDeleteArticles(actor, [a.id, b.id], testMeta())).toEqual({
      ok: true,
      ids: [a.id, b.id],
    })
    expect(await loadArticle(db, company.id, a.id)).toBeUndefined()
  })
})
