import { and, eq, inArray } from 'drizzle-orm'
import { articleResponsibilities, articles } from '~/domains/knowledge/knowledge.tables'
import { responsibilities } from '~/domains/org/org.tables'
import type { Queryable } from '~/platform/db.server'

/** Which of Acme's articles (knowledge-articles.ts) each responsibility (divisions-resp.ts) assigns. */
const RESPONSIBILITY_ARTICLES: Record<string, string[]> = {
  'Fire warden': ['Fire evacuation'],
  'First aider': ['First aid kits'],
  'Health and safety checks': ['Incident reporting', 'Working at height'],
}

/**
 * Acme's responsibilities assign the articles their holders need (the position tree's articles
 * come with the demo articles). Safe to run again: a pair already there is left alone.
 */
export async function ensureDemoResponsibilityArticles(
  q: Queryable,
  acmeId: number,
): Promise<void> {
  const titles = Object.keys(RESPONSIBILITY_ARTICLES)
  const duties = await q
    .select({ id: responsibilities.id, title: responsibilities.title })
    .from(responsibilities)
    .where(and(eq(responsibilities.companyId, acmeId), inArray(responsibilities.title, titles)))
  const found = await q
    .select({ id: articles.id, title: articles.title })
    .from(articles)
    .where(
      and(
        eq(articles.companyId, acmeId),
        inArray(articles.title, Object.values(RESPONSIBILITY_ARTICLES).flat()),
      ),
    )
  const articleIds = new Map(found.map((article) => [article.title, article.id]))
  const pairs = duties.flatMap((duty) =>
    RESPONSIBILITY_ARTICLES[duty.title]!.flatMap((title) => {
      const articleId = articleIds.get(title)
      return articleId === undefined ? [] : [{ responsibilityId: duty.id, articleId }]
    }),
  )
  if (pairs.length) await q.insert(articleResponsibilities).values(pairs).onConflictDoNothing()
}
