import { diffWords } from 'diff'
import { desc, eq, sql } from 'drizzle-orm'
import sanitizeHtml from 'sanitize-html'
import { deny } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { ownedRow } from '~/platform/tenancy.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { memberships, users } from '../../accounts/accounts.tables'
import { loadArticle } from './article-records.server'
import { sanitizeArticleHtml } from '../html.server'
import type { DiffPart } from './components/article-diff'
import { allows } from '../knowledge.policy'
import { articles, articleVersions } from '../knowledge.tables'

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
}

/** The readable text of article HTML, one line per block, for a diff people can follow. */
export function textOf(html: string): string {
  const lines = html.replace(/<\/(p|h[1-6]|li|tr|div|blockquote|pre|table)>|<br\s*\/?>/gi, '$&\n')
  return sanitizeHtml(lines, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity]!)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** What changed from `before` to `after`, word by word. */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((part) => ({
    value: part.value,
    added: Boolean(part.added),
    removed: Boolean(part.removed),
  }))
}

const publisherName = sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, '')`

/** The published versions of an article, newest first (KB admins: history is an authoring tool). */
export async function listVersions(actor: Actor, articleId: number, meta: RequestMeta) {
  await authorize({ actor, meta }, allows('article.author'), 'article.history', {
    type: 'article',
    id: articleId,
  })
  const article = await loadArticle(db, actor.companyId, articleId)
  if (!article) {
    return deny(actor, meta, 'article.history', AppError.notFound(), {
      type: 'article',
      id: articleId,
    })
  }
  const versions = await db
    .select({
      id: articleVersions.id,
      revision: articleVersions.revision,
      title: articleVersions.title,
      published_at: articleVersions.publishedAt,
      published_by: publisherName,
    })
    .from(articleVersions)
    .leftJoin(memberships, eq(memberships.id, articleVersions.publishedByMembershipId))
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(eq(articleVersions.articleId, articleId))
    .orderBy(desc(articleVersions.revision))
  return {
    article: {
      id: article.id,
      title: article.title,
      revision: article.revision,
      version: article.version,
    },
    versions: versions.map((v) => ({ ...v, published_at: v.published_at.toISOString() })),
  }
}

/** A past version with its sanitized body and the word diff from it to the current article. */
export async function getVersion(actor: Actor, versionId: number, meta: RequestMeta) {
  const [row] = await db
    .select({ version: articleVersions, current: articles })
    .from(articleVersions)
    .innerJoin(articles, eq(articles.id, articleVersions.articleId))
    .where(ownedRow(articleVersions, actor, versionId))
  await authorize({ actor, meta }, allows('article.author'), 'article.history', {
    type: 'article',
    id: row?.current.id ?? versionId,
  })
  if (!row) {
    return deny(actor, meta, 'article.history', AppError.notFound(), {
      type: 'article_version',
      id: versionId,
    })
  }
  const { version, current } = row
  return {
    id: version.id,
    revision: version.revision,
    title: version.title,
    body: sanitizeArticleHtml(version.body),
    published_at: version.publishedAt.toISOString(),
    article: {
      id: current.id,
      title: current.title,
      revision: current.revision,
      version: current.version,
    },
    titleDiff: wordDiff(version.title, current.title),
    bodyDiff: wordDiff(textOf(version.body), textOf(current.body)),
  }
}
