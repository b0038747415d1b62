import { asc, desc, eq, sql } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db, type Transaction } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { insertOwned, readOwned, updateVersioned } from '~/platform/owned-rows.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { ownedBy } from '~/platform/tenancy.server'
import type { ArticleContent } from '../articles/articles.schema'
import { getArticleForEdit } from '../articles/articles.server'
import { allows } from '../knowledge.policy'
import { articles, articleTemplates } from '../knowledge.tables'
import { deleteTaxonomyRow, findTaxonomyRow } from '../taxonomy/taxonomy-rows.server'
import {
  TEMPLATE_MESSAGES,
  type ArticleTemplateInput,
  type ArticleTemplateUpdateInput,
} from './article-templates.schema'

/** One subject of a template, as pages show it. */
export interface ArticleTemplateView {
  id: number
  category: string
  name: string
  description: string
  subjectArticleId: number
  subjectArticleTitle: string
  version: number
}

/** How many articles the subject-article select offers (the chosen one always among them). */
export const SUBJECT_CHOICES_LIMIT = 200

const AUDIT = {
  create: 'article_template.create',
  update: 'article_template.update',
  delete: 'article_template.delete',
} as const

const ARTICLE_TEMPLATE = {
  table: articleTemplates,
  permission: 'template.manage',
  entityType: 'article_template',
  notFound: TEMPLATE_MESSAGES.notFound,
} as const

const mayManage = (asker: Asker, action: string, id?: number) =>
  authorize(
    asker,
    allows('template.manage'),
    action,
    id ? { type: 'article_template', id } : undefined,
  )

/** The company's templates, by category then subject name, each with its subject's title. */
export async function listArticleTemplates(
  actor: Actor,
  meta: RequestMeta,
): Promise<ArticleTemplateView[]> {
  await mayManage({ actor, meta }, 'article_template.list')
  return db
    .select({
      id: articleTemplates.id,
      category: articleTemplates.category,
      name: articleTemplates.name,
      description: articleTemplates.description,
      subjectArticleId: articleTemplates.subjectArticleId,
      subjectArticleTitle: articles.title,
      version: articleTemplates.version,
    })
    .from(articleTemplates)
    .innerJoin(articles, eq(articles.id, articleTemplates.subjectArticleId))
    .where(ownedBy(articleTemplates, actor))
    .orderBy(asc(articleTemplates.category), asc(articleTemplates.name))
}

/** One template of the actor's company; another company's id is a 404 (recorded). */
export async function getArticleTemplate(actor: Actor, id: number, meta: RequestMeta) {
  await mayManage({ actor, meta }, 'article_template.read', id)
  return findTaxonomyRow({ actor, meta }, ARTICLE_TEMPLATE, id)
}

/**
 * The articles a subject can be: the company's, most recently edited first, bounded; the chosen
 * one always among them.
 */
export async function subjectArticleChoices(actor: Actor, chosen: number | null) {
  return db
    .select({ value: articles.id, label: articles.title })
    .from(articles)
    .where(ownedBy(articles, actor))
    .orderBy(sql`${articles.id} = ${chosen ?? 0} desc`, desc(articles.updatedAt))
    .limit(SUBJECT_CHOICES_LIMIT)
}

/** The subject article must be one of the company's: anything else is the field's message. */
async function checkSubject(tx: Transaction, actor: Actor, articleId: number) {
  if (await readOwned(tx, articles, actor, articleId)) return
  const message = TEMPLATE_MESSAGES.subjectNotFound
  throw new AppError('VALIDATION', message, { subject_article: [message] })
}

const columnsOf = (input: ArticleTemplateInput) => ({
  category: input.category,
  name: input.name,
  description: input.description,
  subjectArticleId: input.subject_article,
})

const detailsOf = (row: typeof articleTemplates.$inferSelect) => ({
  category: row.category,
  name: row.name,
  subject_article: row.subjectArticleId,
})

/** Adds a subject to a template (the category names the template), KB admins only. */
export async function createArticleTemplate(
  actor: Actor,
  input: ArticleTemplateInput,
  meta: RequestMeta,
) {
  await mayManage({ actor, meta }, AUDIT.create)
  return db.transaction(async (tx) => {
    await checkSubject(tx, actor, input.subject_article)
    return insertOwned(tx, { actor, meta }, articleTemplates, columnsOf(input), {
      action: AUDIT.create,
      entityType: 'article_template',
      details: detailsOf,
    })
  })
}

/** Changes a template made from `input.version`; a stale version is a 409, nothing is written. */
export async function updateArticleTemplate(
  actor: Actor,
  id: number,
  input: ArticleTemplateUpdateInput,
  meta: RequestMeta,
) {
  await getArticleTemplate(actor, id, meta)
  await mayManage({ actor, meta }, AUDIT.update, id)
  return db.transaction(async (tx) => {
    await checkSubject(tx, actor, input.subject_article)
    return updateVersioned(tx, { actor, meta }, articleTemplates, {
      id,
      version: input.version,
      set: columnsOf(input),
      stale: TEMPLATE_MESSAGES.stale,
      action: AUDIT.update,
      entityType: 'article_template',
      details: (row) => ({ from_version: input.version, ...detailsOf(row) }),
    })
  })
}

/** Deletes a template; its subject article stays as it is. */
export function deleteArticleTemplate(actor: Actor, id: number, meta: RequestMeta) {
  return deleteTaxonomyRow({ actor, meta }, ARTICLE_TEMPLATE, id, AUDIT.delete, detailsOf)
}

/**
 * What "New article from template" starts the article form with: the subject article's
 * category, type and content blocks (text, video, files, embedded video). Not its title (the
 * new article is another one), assignments or acknowledgement, nor its decision chart: a chart
 * belongs to one article (ADR 025), so the new article's chart starts from the sample.
 */
export async function templateStart(
  actor: Actor,
  id: number,
  meta: RequestMeta,
): Promise<Partial<ArticleContent>> {
  const template = await getArticleTemplate(actor, id, meta)
  const subject = await getArticleForEdit(actor, template.subjectArticleId, meta)
  return {
    article_category: subject.article_category,
    type: subject.type,
    blocks: subject.blocks,
    body: subject.body,
    video_file_id: subject.video_file_id,
    file_ids: subject.file_ids,
    embed_video_url: subject.embed_video_url,
  }
}
