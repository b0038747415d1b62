import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { insertArticle } from '#tests/factories/knowledge-reading'
import { testMeta } from '#tests/factories/request'
import { db } from '~/platform/db.server'
import { articles, articleTemplates } from '../knowledge.tables'
import {
  createArticleTemplate,
  deleteArticleTemplate,
  listArticleTemplates,
  templateStart,
  updateArticleTemplate,
} from './article-templates.server'
import { TEMPLATE_MESSAGES } from './article-templates.schema'

async function kbCompany() {
  const { company, admin } = await makeCompanyWithAdmin()
  const kbAdmin = await makeMember(company, { roles: ['user_is_kb_admin'] })
  const staff = await makeMember(company)
  const subject = await insertArticle(company, {
    title: 'Policy skeleton',
    body: '<h2>Purpose</h2><p>Why this policy exists.</p>',
  })
  await db
    .update(articles)
    .set({ blocks: ['text', 'embed_video'], embedVideoUrl: 'https://youtu.be/dQw4w9WgXcQ' })
    .where(eq(articles.id, subject.id))
  return {
    company,
    subject,
    admin: (await signedIn(admin.user, company)).actor,
    kbAdmin: (await signedIn(kbAdmin.user, company)).actor,
    staff: (await signedIn(staff.user, company)).actor,
  }
}

const policy = (subjectId: number) => ({
  category: 'Policies',
  name: 'Policy',
  description: 'A rule everyone follows',
  subject_article: subjectId,
})

describe('article templates', () => {
  it('lets a KB admin add, list, change and delete subjects, each audited', async () => {
    const { kbAdmin, subject, company } = await kbCompany()
    const faq = await insertArticle(company, { title: 'FAQ skeleton' })
    const added = await createArticleTemplate(kbAdmin, policy(subject.id), testMeta())
    await createArticleTemplate(
      kbAdmin,
      { category: 'FAQs', name: 'FAQ', description: '', subject_article: faq.id },
      testMeta(),
    )
    const listed = await listArticleTemplates(kbAdmin, testMeta())
    expect(listed.map((row) => [row.category, row.name, row.subjectArticleTitle])).toEqual([
      ['FAQs', 'FAQ', 'FAQ skeleton'],
      ['Policies', 'Policy', 'Policy skeleton'],
    ])

    const changed = await updateArticleTemplate(
      kbAdmin,
      added.id,
      { ...policy(faq.id), name: 'Company policy', version: added.version },
      testMeta(),
    )
    expect([changed.name, changed.subjectArticleId]).toEqual(['Company policy', faq.id])
    await expect(
      updateArticleTemplate(
        kbAdmin,
        added.id,
        { ...policy(faq.id), version: added.version },
        testMeta(),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: TEMPLATE_MESSAGES.stale })

    await deleteArticleTemplate(kbAdmin, added.id, testMeta())
    expect((await listArticleTemplates(kbAdmin, testMeta())).map((row) => row.name)).toEqual([
      'FAQ',
    ])
    for (const action of ['create', 'update', 'delete']) {
      const entries = await auditEntries({
        action: `article_template.${action}`,
        entityId: added.id,
      })
      expect(entries).toHaveLength(1)
    }
  })

  it('starts a new article with the subject article blocks, not its title', async () => {
    const { admin, kbAdmin, subject } = await kbCompany()
    const template = await createArticleTemplate(admin, policy(subject.id), testMeta())
    const start = await templateStart(kbAdmin, template.id, testMeta())
    expect(start).toMatchObject({
      article_category: subject.categoryId,
      blocks: ['text', 'embed_video'],
      body: '<h2>Purpose</h2><p>Why this policy exists.</p>',
      embed_video_url: 'https://youtu.be/dQw4w9WgXcQ',
    })
    expect(start).not.toHaveProperty('title')
  })

  it("refuses staff, another company's subject article and another company's template", async () => {
    const acme = await kbCompany()
    const globex = await kbCompany()
    await expect(
      createArticleTemplate(acme.staff, policy(acme.subject.id), testMeta()),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' })
    await expect(
      createArticleTemplate(acme.kbAdmin, policy(globex.subject.id), testMeta()),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { subject_article: [TEMPLATE_MESSAGES.subjectNotFound] },
    })
    const theirs = await createArticleTemplate(globex.admin, policy(globex.subject.id), testMeta())
    await expect(templateStart(acme.kbAdmin, theirs.id, testMeta())).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    await expect(deleteArticleTemplate(acme.kbAdmin, theirs.id, testMeta())).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    const rows = await db
      .select()
      .from(articleTemplates)
      .where(eq(articleTemplates.companyId, acme.company.id))
    expect(rows).toEqual([])
    expect(await listArticleTemplates(globex.admin, testMeta())).toHaveLength(1)
  })

  it('goes with its subject article', async () => {
    const { admin, subject } = await kbCompany()
    await createArticleTemplate(admin, policy(subject.id), testMeta())
    await db.delete(articles).where(eq(articles.id, subject.id))
    expect(await listArticleTemplates(admin, testMeta())).toEqual([])
  })
})
