import { and, eq, inArray, sql } from 'drizzle-orm'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import { assignedMembers } from '~/domains/knowledge/articles/article-access.server'
import {
  ACKNOWLEDGEMENT_METHOD,
  ACKNOWLEDGEMENT_TYPE,
  ARTICLE_STATUS,
  articleAcknowledgements,
  articleAnswers,
  articles,
} from '~/domains/knowledge/knowledge.tables'
import type { Queryable } from '~/platform/db.server'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Acknowledgements of Acme's assigned demo articles (written by the articles seed): most assigned
 * people have signed or answered, about a third have not, so read activity, the unread filter and
 * the dashboard all have something to show. Idempotent: a reader's current acknowledgement is
 * unique, so a second run adds nothing.
 */
export async function ensureDemoAcknowledgements(q: Queryable, companyId: number): Promise<void> {
  const assigned = await q
    .select({
      id: articles.id,
      revision: articles.revision,
      acknowledgementType: articles.acknowledgementType,
    })
    .from(articles)
    .where(
      and(
        eq(articles.companyId, companyId),
        eq(articles.status, ARTICLE_STATUS.published),
        sql`(${articles.isAssignedToEveryone}
          or exists (select 1 from article_individuals x where x.article_id = ${articles.id})
          or exists (select 1 from article_divisions x where x.article_id = ${articles.id})
          or exists (select 1 from article_positions x where x.article_id = ${articles.id})
          or exists (select 1 from article_responsibilities x where x.article_id = ${articles.id}))`,
      ),
    )
    .orderBy(articles.id)
  for (const article of assigned) {
    const readers = await q
      .select({ id: memberships.id, firstName: users.firstName, lastName: users.lastName })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(inArray(memberships.id, assignedMembers(article.id)))
    const done = readers.filter((reader) => (reader.id + article.id) % 3 !== 0)
    await acknowledgeAsDemoReaders(q, companyId, article, done)
  }
}

/**
 * Acknowledgements of one article by these readers, as the article asks for them (a typed
 * signature, or its right answers), dated over the last three months. A reader who has one
 * already is left as they are.
 */
export async function acknowledgeAsDemoReaders(
  q: Queryable,
  companyId: number,
  article: { id: number; revision: number; acknowledgementType: number },
  readers: { id: number; firstName: string; lastName: string }[],
): Promise<void> {
  const byQuestion = article.acknowledgementType === ACKNOWLEDGEMENT_TYPE.questionAndAnswer
  const correct = byQuestion
    ? (
        await q
          .select({ id: articleAnswers.id })
          .from(articleAnswers)
          .where(and(eq(articleAnswers.articleId, article.id), eq(articleAnswers.isCorrect, true)))
          .orderBy(articleAnswers.id)
      ).map((answer) => answer.id)
    : []
  if ((byQuestion && correct.length === 0) || readers.length === 0) return
  await q
    .insert(articleAcknowledgements)
    .values(
      readers.map((reader) => ({
        companyId,
        articleId: article.id,
        membershipId: reader.id,
        revision: article.revision,
        method: byQuestion ? ACKNOWLEDGEMENT_METHOD.answer : ACKNOWLEDGEMENT_METHOD.signature,
        signature: byQuestion ? '' : `${reader.firstName} ${reader.lastName}`,
        answerIds: correct,
        acknowledgedAt: new Date(Date.now() - ((reader.id * 7 + article.id) % 90) * DAY_MS),
      })),
    )
    .onConflictDoNothing()
}
