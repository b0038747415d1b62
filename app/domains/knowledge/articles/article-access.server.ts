import type { SQL } from 'drizzle-orm'
import { and, sql } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { integerLiteral } from '~/platform/sql-literals.server'
import { ownedBy } from '~/platform/tenancy.server'
import { assignedCourses } from '../../courses/learning/course-access.server'
import { courseItems, courses } from '../../courses/courses.tables'
import { assignmentAccess } from '../../org/assignment-access.server'
import {
  ARTICLE_STATUS,
  ARTICLE_VISIBILITY,
  articleDivisions,
  articleIndividuals,
  articlePositions,
  articleResponsibilities,
  articles,
} from '../knowledge.tables'
import { isKnowledgeAdmin } from '../knowledge.policy'

/**
 * Who may read which article, as SQL conditions on `articles`, so lists, search, counts and single
 * reads all apply the same rule inside the query (never after it, which would break paging).
 *
 * - Another company's article does not exist for the actor (a 404).
 * - Drafts (status 1) are for KB admins only.
 * - KB admins and company admins read every article of their company.
 * - Everyone else reads PUBLIC and ALL STAFF articles, and ASSIGNED ONLY ones assigned to them,
 *   directly or as an item of a course assigned to them (assigning a course assigns what it holds:
 *   a learner could not finish a course whose article was closed to them).
 */
export function readableArticles(actor: Actor): SQL {
  const inCompany = ownedBy(articles, actor)
  if (isKnowledgeAdmin(actor)) return inCompany
  // The status and the visibility are the code's constants, written into the text so that the
  // statements of a reader's lists can keep one generic plan (platform/sql-literals).
  return and(
    inCompany,
    sql`${articles.status} = ${integerLiteral(ARTICLE_STATUS.published)}`,
    sql`(${articles.visibility} <> ${integerLiteral(ARTICLE_VISIBILITY.assignedOnly)}
      or ${assignedTo(actor.membershipId)} or ${inAssignedCourse(actor)})`,
  )!
}

/** The article is an item of a course assigned to the actor. */
function inAssignedCourse(actor: Actor): SQL {
  return sql`exists (
    select 1 from ${courseItems} join ${courses} on ${courses.id} = ${courseItems.courseId}
    where ${courseItems.articleId} = ${articles.id}
      and ${assignedCourses(actor.companyId, actor.membershipId)})`
}

/** Articles are assigned like courses: the one rule of org/assignment-access, over their tables. */
const articleAssignments = assignmentAccess(
  articles,
  {
    responsibilities: articleResponsibilities,
    divisions: articleDivisions,
    positions: articlePositions,
    individuals: articleIndividuals,
  },
  'articleId',
)

/**
 * The article is assigned to this person: to everyone, to them by name, to their division, or to
 * a position or responsibility they hold.
 */
export const assignedTo = articleAssignments.assignedTo

/**
 * The same rule as assignedTo, as one set of article ids worked out once per query: the list's
 * "Assigned to me" filter starts from the few assigned articles instead of testing every one.
 */
export const assignedArticles = articleAssignments.assignedIds

/**
 * The active members an article is assigned to, as a subquery of membership ids (for read
 * activity, reassignment and notification). `articleId` must already be known to be the
 * company's.
 */
export const assignedMembers = articleAssignments.assignedMembers
