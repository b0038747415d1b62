import type { SQL } from 'drizzle-orm'
import { and, eq, sql } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { ownedBy } from '~/platform/tenancy.server'
import { ARTICLE_STATUS, ARTICLE_VISIBILITY, articles } from '../knowledge.tables'
import { isKnowledgeAdmin } from '../knowledge.policy'

/**
 * Who may read which article, as SQL conditions on `articles`, so lists, search, counts and single
 * reads all apply the same rule inside the query (never after it, which would break paging).
 *
 * - Another company's article does not exist for the actor (a 404).
 * - Drafts (status 1) are for KB admins only.
 * - KB admins and company admins read every article of their company.
 * - Everyone else reads PUBLIC and ALL STAFF articles, and ASSIGNED ONLY ones assigned to them.
 */
export function readableArticles(actor: Actor): SQL {
  const inCompany = ownedBy(articles, actor)
  if (isKnowledgeAdmin(actor)) return inCompany
  return and(
    inCompany,
    eq(articles.status, ARTICLE_STATUS.published),
    sql`(${articles.visibility} <> ${ARTICLE_VISIBILITY.assignedOnly} or ${assignedTo(actor.membershipId)})`,
  )!
}

/**
 * The article is assigned to this person: to everyone, to them by name, to their division, or to
 * a position or responsibility they hold.
 */
export function assignedTo(membershipId: number): SQL {
  return sql`(
    ${articles.isAssignedToEveryone}
    or exists (select 1 from article_individuals ai
               where ai.article_id = ${articles.id} and ai.membership_id = ${membershipId})
    or exists (select 1 from article_divisions ad join memberships m on m.division_id = ad.division_id
               where ad.article_id = ${articles.id} and m.id = ${membershipId})
    or exists (select 1 from article_positions ap join membership_positions mp on mp.position_id = ap.position_id
               where ap.article_id = ${articles.id} and mp.membership_id = ${membershipId})
    or exists (select 1 from article_responsibilities ar
               join employee_responsibilities er on er.responsibility_id = ar.responsibility_id
               where ar.article_id = ${articles.id} and er.membership_id = ${membershipId})
  )`
}

/**
 * The same rule as assignedTo, as one set of article ids worked out once per query: the list's
 * "Assigned to me" filter starts from the few assigned articles instead of testing every one.
 */
export function assignedArticles(companyId: number, membershipId: number): SQL {
  return sql`${articles.id} in (
    select a.id from articles a where a.company_id = ${companyId} and a.is_assigned_to_everyone
    union select ai.article_id from article_individuals ai where ai.membership_id = ${membershipId}
    union select ad.article_id from article_divisions ad
      join memberships m on m.division_id = ad.division_id where m.id = ${membershipId}
    union select ap.article_id from article_positions ap
      join membership_positions mp on mp.position_id = ap.position_id
      where mp.membership_id = ${membershipId}
    union select ar.article_id from article_responsibilities ar
      join employee_responsibilities er on er.responsibility_id = ar.responsibility_id
      where er.membership_id = ${membershipId}
  )`
}

/**
 * The active members an article is assigned to, as a subquery of membership ids (for read
 * activity, reassignment and notification). `articleId` must already be known to be the
 * company's.
 */
export function assignedMembers(articleId: number): SQL {
  return sql`(
    select m.id from memberships m join articles a on a.id = ${articleId}
    where m.company_id = a.company_id and m.is_active and (
      a.is_assigned_to_everyone
      or exists (select 1 from article_individuals ai where ai.article_id = a.id and ai.membership_id = m.id)
      or exists (select 1 from article_divisions ad where ad.article_id = a.id and ad.division_id = m.division_id)
      or exists (select 1 from article_positions ap join membership_positions mp on mp.position_id = ap.position_id
                 where ap.article_id = a.id and mp.membership_id = m.id)
      or exists (select 1 from article_responsibilities ar
                 join employee_responsibilities er on er.responsibility_id = ar.responsibility_id
                 where ar.article_id = a.id and er.membership_id = m.id)
    )
  )`
}
