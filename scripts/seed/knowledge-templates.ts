import { and, count, eq } from 'drizzle-orm'
import {
  ARTICLE_STATUS,
  articleCategories,
  articles,
  articleTemplates,
  articleTypes,
} from '~/domains/knowledge/knowledge.tables'
import type { Queryable } from '~/platform/db.server'

/**
 * The demo's three templates (issue 25): each a category with one subject whose subject article
 * is a draft skeleton (headings to fill in), filed where such articles live.
 */
export const DEMO_TEMPLATES = [
  {
    category: 'Policies',
    name: 'Policy',
    description: 'A rule everyone follows: why, for whom, what, and who to ask.',
    articleCategory: 'Company Policies',
    type: 'Policy',
    title: 'Policy template',
    body: [
      '<h2>Purpose</h2><p>Why this policy exists.</p>',
      '<h2>Scope</h2><p>Who and what it covers.</p>',
      '<h2>Policy</h2><p>The rules, one paragraph each.</p>',
      '<h2>Responsibilities</h2><p>Who does what, who approves exceptions.</p>',
      '<h2>Questions</h2><p>Who to ask.</p>',
    ].join(''),
  },
  {
    category: 'Procedures',
    name: 'Procedure',
    description: 'Step-by-step instructions for a task done the same way every time.',
    articleCategory: 'Safety',
    type: 'How-to',
    title: 'Procedure template',
    body: [
      '<h2>When to use this procedure</h2><p>The situation it is for.</p>',
      '<h2>Before you start</h2><ul><li>What you need</li><li>Safety checks</li></ul>',
      '<h2>Steps</h2><ol><li>First step</li><li>Second step</li><li>Third step</li></ol>',
      '<h2>If something goes wrong</h2><p>Who to call and what to record.</p>',
    ].join(''),
  },
  {
    category: 'FAQs',
    name: 'FAQ',
    description: 'Questions people ask often, each with a short answer.',
    articleCategory: 'Customer Support',
    type: 'Reference',
    title: 'FAQ template',
    body: [
      '<h2>Question one?</h2><p>A short answer, with a link to more.</p>',
      '<h2>Question two?</h2><p>A short answer.</p>',
      '<h2>Still stuck?</h2><p>Where to ask.</p>',
    ].join(''),
  },
] as const

/**
 * Acme's article templates and their skeleton subject articles (drafts, so readers never see
 * them). Skipped when the company has templates already, or lacks the demo categories.
 */
export async function ensureDemoTemplates(
  q: Queryable,
  companyId: number,
  authorMembershipId: number,
): Promise<void> {
  const [existing] = await q
    .select({ n: count() })
    .from(articleTemplates)
    .where(eq(articleTemplates.companyId, companyId))
  if ((existing?.n ?? 0) > 0) return
  for (const template of DEMO_TEMPLATES) {
    const [category] = await q
      .select({ id: articleCategories.id })
      .from(articleCategories)
      .where(
        and(
          eq(articleCategories.companyId, companyId),
          eq(articleCategories.name, template.articleCategory),
        ),
      )
    if (!category) continue
    const [type] = await q
      .select({ id: articleTypes.id })
      .from(articleTypes)
      .where(and(eq(articleTypes.companyId, companyId), eq(articleTypes.name, template.type)))
    const [subject] = await q
      .insert(articles)
      .values({
        companyId,
        title: template.title,
        categoryId: category.id,
        typeId: type?.id ?? null,
        body: template.body,
        status: ARTICLE_STATUS.draft,
        authorMembershipId,
        lastEditedByMembershipId: authorMembershipId,
      })
      .returning({ id: articles.id })
    await q.insert(articleTemplates).values({
      companyId,
      category: template.category,
      name: template.name,
      description: template.description,
      subjectArticleId: subject!.id,
    })
  }
}
