import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { msg } from '~/i18n'
import { audit, deny } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { db, type Queryable } from '~/platform/db.server'
import { ownedBy, ownedRow } from '~/platform/tenancy.server'
import { AppError } from '~/platform/errors.server'
import { kickMailDelivery } from '~/platform/mail.server'
import { activeRecipients, queueNotice, type Recipient } from '~/platform/notices.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor, PolicyActor } from '~/platform/actor'
import { memberships } from '../../accounts/accounts.tables'
import { recordCourseCompletions } from '../../courses/learning/course-completions.server'
import {
  assignedArticles,
  assignedMembers,
  readableArticles,
} from '../articles/article-access.server'
import { ARTICLE_NOT_FOUND, readableArticle, readBy } from './article-reading.server'
import type { AcknowledgeInput } from './reading.schema'
import { refuseWhenEsigned } from './esign-requirement.server'
import { allows, can } from '../knowledge.policy'
import {
  ACKNOWLEDGEMENT_METHOD,
  ACKNOWLEDGEMENT_TYPE,
  ARTICLE_STATUS,
  articleAcknowledgements,
  articleAnswers,
  articles,
} from '../knowledge.tables'

export const ACKNOWLEDGEMENT_MESSAGES = {
  failed: msg('An error occurred in acknowledging article, please try again'),
  signatureRequired: msg('Type your full name to sign.'),
  signatureMismatch: msg('Type your full name exactly as it appears on your profile.'),
  answerRequired: msg('Choose an answer.'),
  wrongAnswer: msg('That answer is not correct. Read the article again and try once more.'),
  answerTheQuestion: msg('Answer the question to acknowledge this article.'),
  draft: msg('A draft cannot be acknowledged. Publish it first.'),
  personNotFound: msg('Person not found.'),
} as const

/** How a reader completed an article, as the pages say it. */
export const METHOD_LABELS: Record<number, string> = {
  [ACKNOWLEDGEMENT_METHOD.read]: msg('Marked as read'),
  [ACKNOWLEDGEMENT_METHOD.signature]: msg('Signature'),
  [ACKNOWLEDGEMENT_METHOD.answer]: msg('Correct answer'),
  [ACKNOWLEDGEMENT_METHOD.esignature]: msg('E-signature'),
}

/** The reader's own completion, as the article page tells it. */
export const COMPLETION_SENTENCES: Record<number, string> = {
  [ACKNOWLEDGEMENT_METHOD.read]: msg('You marked this article as read on {{date}}.'),
  [ACKNOWLEDGEMENT_METHOD.signature]: msg('You signed this article as {{name}} on {{date}}.'),
  [ACKNOWLEDGEMENT_METHOD.answer]: msg('You answered the question correctly on {{date}}.'),
  [ACKNOWLEDGEMENT_METHOD.esignature]: msg("You e-signed this article's document on {{date}}."),
}

const normalisedName = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ')

/** The name a reader must type to sign: their full name as the profile shows it. */
export const signatureName = (actor: Pick<Actor, 'firstName' | 'lastName'>) =>
  normalisedName(`${actor.firstName} ${actor.lastName}`)

export interface AcknowledgementDto {
  id: number
  article: number
  membership: number
  revision: number
  method: number
  signature: string
  answer_ids: number[]
  acknowledged_at: string
}

function toDto(row: typeof articleAcknowledgements.$inferSelect): AcknowledgementDto {
  return {
    id: row.id,
    article: row.articleId,
    membership: row.membershipId,
    revision: row.revision,
    method: row.method,
    signature: row.signature,
    answer_ids: row.answerIds,
    acknowledged_at: row.acknowledgedAt.toISOString(),
  }
}

/** Who acknowledges: a member of a company, and the user who acted (null for a job). */
export interface Reader {
  companyId: number
  membershipId: number
  userId: number | null
}

/**
 * Records the reader's completion of the article revision they read, in the caller's
 * transaction. Acknowledging again while a current acknowledgement exists changes nothing and
 * returns it (a double submit is harmless).
 */
export async function insertAcknowledgement(
  tx: Queryable,
  meta: RequestMeta,
  reader: Reader,
  article: { id: number; revision: number },
  completion: { method: number; signature?: string; answerIds?: number[] },
): Promise<AcknowledgementDto> {
  const [row] = await tx
    .insert(articleAcknowledgements)
    .values({
      companyId: reader.companyId,
      articleId: article.id,
      membershipId: reader.membershipId,
      revision: article.revision,
      method: completion.method,
      signature: completion.signature ?? '',
      answerIds: completion.answerIds ?? [],
    })
    .onConflictDoNothing()
    .returning()
  if (!row) {
    const [current] = await tx
      .select()
      .from(articleAcknowledgements)
      .where(
        and(
          eq(articleAcknowledgements.articleId, article.id),
          eq(articleAcknowledgements.membershipId, reader.membershipId),
          isNull(articleAcknowledgements.supersededAt),
        ),
      )
    return toDto(current!)
  }
  await audit(tx, meta, {
    action: 'article.acknowledge',
    companyId: reader.companyId,
    actorUserId: reader.userId,
    entityType: 'article',
    entityId: article.id,
    details: { method: completion.method, revision: article.revision },
  })
  await recordCourseCompletions(reader.membershipId, { articleId: article.id }, { q: tx, meta })
  return toDto(row)
}

function record(
  actor: Actor,
  meta: RequestMeta,
  article: { id: number; revision: number },
  completion: { method: number; signature?: string; answerIds?: number[] },
): Promise<AcknowledgementDto> {
  return db.transaction((tx) => insertAcknowledgement(tx, meta, actor, article, completion))
}

async function publishedReadable(actor: Actor, meta: RequestMeta, id: number) {
  const article = await readableArticle(actor, meta, id, 'article.acknowledge')
  if (article.status !== ARTICLE_STATUS.published) {
    throw new AppError('VALIDATION', ACKNOWLEDGEMENT_MESSAGES.draft)
  }
  return article
}

/**
 * Acknowledges an article the way it asks: by signature (the reader's full name, typed) or by
 * answering its question (every correct answer and no wrong one). A wrong answer stores nothing.
 */
export async function acknowledgeArticle(
  actor: Actor,
  meta: RequestMeta,
  input: AcknowledgeInput,
): Promise<AcknowledgementDto> {
  const article = await publishedReadable(actor, meta, input.article)
  if (article.acknowledgementType === ACKNOWLEDGEMENT_TYPE.questionAndAnswer) {
    const chosen = [...new Set(input.answer_ids ?? [])]
    if (chosen.length === 0) {
      throw AppError.invalidField('answer_ids', ACKNOWLEDGEMENT_MESSAGES.answerRequired)
    }
    const answers = await db
      .select({ id: articleAnswers.id, isCorrect: articleAnswers.isCorrect })
      .from(articleAnswers)
      .where(eq(articleAnswers.articleId, article.id))
    const correct = new Set(answers.filter((a) => a.isCorrect).map((a) => a.id))
    const right = chosen.length === correct.size && chosen.every((id) => correct.has(id))
    if (!right) throw AppError.invalidField('answer_ids', ACKNOWLEDGEMENT_MESSAGES.wrongAnswer)
    return record(actor, meta, article, {
      method: ACKNOWLEDGEMENT_METHOD.answer,
      answerIds: chosen.sort((a, b) => a - b),
    })
  }
  await refuseWhenEsigned([article.id])
  const typed = normalisedName(input.signature ?? '')
  if (!typed) throw AppError.invalidField('signature', ACKNOWLEDGEMENT_MESSAGES.signatureRequired)
  if (typed.toLocaleLowerCase() !== signatureName(actor).toLocaleLowerCase()) {
    throw AppError.invalidField('signature', ACKNOWLEDGEMENT_MESSAGES.signatureMismatch)
  }
  return record(actor, meta, article, {
    method: ACKNOWLEDGEMENT_METHOD.signature,
    signature: typed,
  })
}

/**
 * Marks an article read without a signature (mark-as-read/{id}/). An article that asks a
 * question is only complete once it is answered, so it cannot be marked read.
 */
export async function markAsRead(
  actor: Actor,
  meta: RequestMeta,
  articleId: number,
): Promise<AcknowledgementDto> {
  const article = await publishedReadable(actor, meta, articleId)
  if (article.acknowledgementType === ACKNOWLEDGEMENT_TYPE.questionAndAnswer) {
    throw new AppError('VALIDATION', ACKNOWLEDGEMENT_MESSAGES.answerTheQuestion)
  }
  await refuseWhenEsigned([article.id])
  return record(actor, meta, article, { method: ACKNOWLEDGEMENT_METHOD.read })
}

/** Marks several articles read at once; all or nothing (one unreadable id refuses the lot). */
export async function bulkMarkAsRead(
  actor: Actor,
  meta: RequestMeta,
  articleIds: number[],
): Promise<AcknowledgementDto[]> {
  const ids = [...new Set(articleIds)]
  const found = await db
    .select()
    .from(articles)
    .where(
      and(
        inArray(articles.id, ids),
        readableArticles(actor),
        eq(articles.status, ARTICLE_STATUS.published),
      ),
    )
  const missing = ids.filter((id) => !found.some((article) => article.id === id))
  if (missing.length) {
    return deny(actor, meta, 'article.acknowledge', AppError.notFound(ARTICLE_NOT_FOUND), {
      type: 'article',
      id: missing.join(','),
    })
  }
  if (found.some((a) => a.acknowledgementType === ACKNOWLEDGEMENT_TYPE.questionAndAnswer)) {
    throw new AppError('VALIDATION', ACKNOWLEDGEMENT_MESSAGES.answerTheQuestion)
  }
  await refuseWhenEsigned(ids)
  const done: AcknowledgementDto[] = []
  for (const article of found) {
    done.push(await record(actor, meta, article, { method: ACKNOWLEDGEMENT_METHOD.read }))
  }
  return done
}

/** The actor's own current acknowledgements; a KB admin may ask for the whole company's. */
export async function listAcknowledgements(
  actor: Actor,
  query: { articleId?: number; membershipId?: number },
): Promise<AcknowledgementDto[]> {
  const everyone = can(actor, 'readActivity.view')
  const rows = await db
    .select()
    .from(articleAcknowledgements)
    .where(
      and(
        ownedBy(articleAcknowledgements, actor),
        isNull(articleAcknowledgements.supersededAt),
        everyone
          ? query.membershipId
            ? eq(articleAcknowledgements.membershipId, query.membershipId)
            : undefined
          : eq(articleAcknowledgements.membershipId, actor.membershipId),
        query.articleId ? eq(articleAcknowledgements.articleId, query.articleId) : undefined,
      ),
    )
    .orderBy(desc(articleAcknowledgements.acknowledgedAt), desc(articleAcknowledgements.id))
    .limit(1000)
  return rows.map(toDto)
}

/** Each reader of `article` is asked by email to read it again. */
function queueRereadEmails(
  tx: Queryable,
  article: { id: number; title: string; companyId: number },
  readers: readonly Recipient[],
): Promise<void> {
  return queueNotice(
    tx,
    {
      companyId: article.companyId,
      template: 'kb_article_reassigned',
      subject: `Please read again: ${article.title}`,
      sentence: `The article "${article.title}" has been assigned to you again. Please read and acknowledge it:`,
      path: `/knowledgebase/articles/${article.id}`,
    },
    readers,
  )
}

/** Supersedes the matching current acknowledgements (their readers must read again). */
async function supersede(
  tx: Queryable,
  where: ReturnType<typeof and>,
): Promise<{ articleId: number; membershipId: number }[]> {
  return tx
    .update(articleAcknowledgements)
    .set({ supersededAt: sql`now()` })
    .where(and(isNull(articleAcknowledgements.supersededAt), where))
    .returning({
      articleId: articleAcknowledgements.articleId,
      membershipId: articleAcknowledgements.membershipId,
    })
}

/**
 * Update & Notify (seed 001 §4): everyone who completed the article must read it again. Their
 * acknowledgements are superseded and each gets an email (sent after the caller's transaction
 * commits). `articleId` must already be known to be the caller's company's. Returns the number of
 * readers reassigned.
 */
export async function reassignToPastReaders(
  tx: Queryable,
  meta: RequestMeta,
  articleId: number,
): Promise<number> {
  const [article] = await tx
    .select({ id: articles.id, title: articles.title, companyId: articles.companyId })
    .from(articles)
    .where(eq(articles.id, articleId))
  if (!article) return 0
  const superseded = await supersede(tx, eq(articleAcknowledgements.articleId, articleId))
  const readers = await activeRecipients(
    tx,
    superseded.map((row) => row.membershipId),
  )
  await queueRereadEmails(tx, article, readers)
  await audit(tx, meta, {
    action: 'article.reassign',
    companyId: article.companyId,
    entityType: 'article',
    entityId: articleId,
    details: { readers: superseded.length },
  })
  return superseded.length
}

/** reassign-article/{id}/: a KB admin asks everyone who completed the article to read it again. */
export async function reassignArticle(
  actor: Actor,
  meta: RequestMeta,
  articleId: number,
): Promise<number> {
  await authorize({ actor, meta }, allows('readActivity.view'), 'article.reassign', {
    type: 'article',
    id: articleId,
  })
  await readableArticle(actor, meta, articleId, 'article.reassign')
  const reassigned = await db.transaction((tx) => reassignToPastReaders(tx, meta, articleId))
  if (reassigned) kickMailDelivery()
  return reassigned
}

/**
 * The daily 'kb-reassign' job: acknowledgements older than their article's reassign period
 * (1–12 months; 0 is never) are superseded and each reader is emailed to read it again. Runs
 * for every company at once; safe to repeat (a superseded row is never picked again).
 */
export async function reassignExpiredAcknowledgements(now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(articleAcknowledgements)
      .set({ supersededAt: now })
      .where(
        and(
          isNull(articleAcknowledgements.supersededAt),
          sql`exists (select 1 from ${articles} a
            where a.id = ${articleAcknowledgements.articleId}
              and a.status = ${ARTICLE_STATUS.published}
              and a.reassign_month_duration > 0
              and ${articleAcknowledgements.acknowledgedAt}
                  + make_interval(months => a.reassign_month_duration::int) <= ${now.toISOString()}::timestamptz)`,
        ),
      )
      .returning({
        articleId: articleAcknowledgements.articleId,
        membershipId: articleAcknowledgements.membershipId,
      })
    if (expired.length === 0) return 0
    const articleRows = await tx
      .select({ id: articles.id, title: articles.title, companyId: articles.companyId })
      .from(articles)
      .where(inArray(articles.id, [...new Set(expired.map((row) => row.articleId))]))
    const readers = await activeRecipients(tx, [...new Set(expired.map((row) => row.membershipId))])
    for (const article of articleRows) {
      const ids = new Set(
        expired.filter((row) => row.articleId === article.id).map((row) => row.membershipId),
      )
      await queueRereadEmails(
        tx,
        article,
        readers.filter((reader) => ids.has(reader.membershipId)),
      )
    }
    return expired.length
  })
}

// ---- Read activity ----------------------------------------------------------------------

function requireReadActivity(actor: Actor, meta: RequestMeta, action: string, id: number) {
  return authorize({ actor, meta }, allows('readActivity.view'), action, { type: 'article', id })
}

export interface ReadActivityPerson {
  membership: number
  name: string
  email: string
  is_assigned: boolean
  completed: boolean
  method: number | null
  signature: string
  revision: number | null
  acknowledged_at: string | null
}

/**
 * employee-article-read-activity/{id}/ and the activity page: who the article is assigned to,
 * and who completed it, how, when and which revision. Readers it was not assigned to are listed
 * too (an ALL STAFF article anyone may acknowledge).
 */
export async function articleReadActivity(actor: Actor, meta: RequestMeta, articleId: number) {
  await requireReadActivity(actor, meta, 'article.readActivity', articleId)
  const article = await readableArticle(actor, meta, articleId, 'article.readActivity')
  const result = await db.execute<{
    membership_id: number
    first_name: string
    last_name: string
    email: string
    is_assigned: boolean
    method: number | null
    signature: string | null
    revision: number | null
    acknowledged_at: string | null
  }>(sql`
    with assigned as ${assignedMembers(articleId)},
    acks as (
      select * from article_acknowledgements
      where article_id = ${articleId} and superseded_at is null
    )
    select m.id as membership_id, u.first_name, u.last_name, u.email,
      (m.id in (select id from assigned)) as is_assigned,
      acks.method, acks.signature, acks.revision, acks.acknowledged_at
    from memberships m
    join users u on u.id = m.user_id
    left join acks on acks.membership_id = m.id
    where m.company_id = ${actor.companyId}
      and (m.id in (select id from assigned) or acks.id is not null)
    order by acks.acknowledged_at desc nulls first, u.last_name, u.first_name, m.id
    limit 5000`)
  const people: ReadActivityPerson[] = result.rows.map((row) => ({
    membership: Number(row.membership_id),
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    is_assigned: Boolean(row.is_assigned),
    completed: row.method !== null,
    method: row.method === null ? null : Number(row.method),
    signature: row.signature ?? '',
    revision: row.revision === null ? null : Number(row.revision),
    acknowledged_at: row.acknowledged_at ? new Date(row.acknowledged_at).toISOString() : null,
  }))
  const assigned = people.filter((p) => p.is_assigned)
  return {
    article: { id: article.id, title: article.title, revision: article.revision },
    assigned_count: assigned.length,
    completed_count: assigned.filter((p) => p.completed).length,
    people,
  }
}

/** A member of the actor's company whose reading the actor may see: their own, or anyone's for KB admins. */
export async function memberInCompany(
  actor: Actor,
  meta: RequestMeta,
  membershipId: number,
  action: string,
) {
  const entity = { type: 'membership', id: membershipId }
  const ownOrAnyone = (asking: PolicyActor) =>
    membershipId === actor.membershipId || can(asking, 'readActivity.view')
  await authorize({ actor, meta }, ownOrAnyone, action, entity)
  const [member] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(ownedRow(memberships, actor, membershipId))
  if (!member) {
    return deny(
      actor,
      meta,
      action,
      AppError.notFound(ACKNOWLEDGEMENT_MESSAGES.personNotFound),
      entity,
    )
  }
  return member.id
}

/** user-read-articles/{id}/: the articles a person has completed (current acknowledgements). */
export async function userReadArticles(actor: Actor, meta: RequestMeta, membershipId: number) {
  await memberInCompany(actor, meta, membershipId, 'user.readArticles')
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      method: articleAcknowledgements.method,
      revision: articleAcknowledgements.revision,
      acknowledgedAt: articleAcknowledgements.acknowledgedAt,
    })
    .from(articleAcknowledgements)
    .innerJoin(articles, eq(articles.id, articleAcknowledgements.articleId))
    .where(
      and(
        eq(articleAcknowledgements.membershipId, membershipId),
        ownedBy(articles, actor),
        isNull(articleAcknowledgements.supersededAt),
      ),
    )
    .orderBy(desc(articleAcknowledgements.acknowledgedAt))
    .limit(1000)
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    method: row.method,
    revision: row.revision,
    acknowledged_at: row.acknowledgedAt.toISOString(),
  }))
}

/** user-assigned-articles/{id}/: the published articles assigned to a person, read or not. */
export async function userAssignedArticles(actor: Actor, meta: RequestMeta, membershipId: number) {
  await memberInCompany(actor, meta, membershipId, 'user.assignedArticles')
  return assignedArticlesOf(actor.companyId, membershipId)
}

export async function assignedArticlesOf(
  companyId: number,
  membershipId: number,
  unreadOnly = false,
) {
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      lastEditedOn: articles.lastEditedOn,
      isRead: sql<boolean>`${readBy(membershipId)}`,
    })
    .from(articles)
    .where(
      and(
        ownedBy(articles, { companyId }),
        eq(articles.status, ARTICLE_STATUS.published),
        assignedArticles(companyId, membershipId),
        unreadOnly ? sql`not ${readBy(membershipId)}` : undefined,
      ),
    )
    .orderBy(desc(articles.lastEditedOn), asc(articles.id))
    .limit(1000)
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    last_edited_on: row.lastEditedOn.toISOString(),
    is_read: Boolean(row.isRead),
  }))
}

/** auto-kb-articles/ and the dashboard: the actor's assigned articles still to read. */
export function unreadAssignedArticles(actor: Actor) {
  return assignedArticlesOf(actor.companyId, actor.membershipId, true)
}

/** user-kb-summary/{id}/: how far a person is with their assigned reading. */
export async function userKbSummary(actor: Actor, meta: RequestMeta, membershipId: number) {
  await memberInCompany(actor, meta, membershipId, 'user.kbSummary')
  const [assigned, read] = await Promise.all([
    assignedArticlesOf(actor.companyId, membershipId),
    userReadArticles(actor, meta, membershipId),
  ])
  const completed = assigned.filter((article) => article.is_read).length
  return {
    membership: membershipId,
    assigned_articles: assigned.length,
    completed_articles: completed,
    unread_articles: assigned.length - completed,
    read_articles: read.length,
  }
}
