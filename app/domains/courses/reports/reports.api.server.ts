import { z } from 'zod'
import { paginated } from '~/domains/people/directory.api.server'
import { allowed, apiRoutes, validated } from '~/platform/api.server'
import { can } from '../courses.policy'
import { listAssignments } from './assignments.server'
import { loadLeaderboard } from './leaderboard.server'
import { LEADERBOARD_PAGE_SIZE } from './reports'
import { leaderboardQueryFrom } from './reports.schema'

const AssignmentsPage = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(1000).default(100),
})

const viewing = allowed(can, 'completions.view')

/**
 * knowledgebase/api/*: the course reports of seed §7 (KB admins) — kb-leaderboard/ and
 * assignments/, on the same services as the pages. Shapes: docs/api.md (Course reports).
 */
export const courseReportsApi = apiRoutes()
  .get('/kb-leaderboard', viewing, async (c) => {
    const query = leaderboardQueryFrom(new URL(c.req.url).searchParams)
    const board = await loadLeaderboard(c.var, query)
    return c.json({
      ...paginated(
        c,
        board.page,
        LEADERBOARD_PAGE_SIZE,
        board.count,
        board.entries.map((entry) => ({
          rank: entry.rank,
          staff: {
            id: entry.membershipId,
            first_name: entry.firstName,
            last_name: entry.lastName,
            division: entry.division && { id: entry.division.id, name: entry.division.name },
          },
          articles_acknowledged: entry.articles,
          courses_completed: entry.courses,
          quizzes_passed: entry.quizzes,
          total: entry.total,
          last_completed_at: entry.lastCompletedAt,
        })),
      ),
      period: query.period,
      since: board.since,
      timezone: board.timezone,
    })
  })
  .get('/assignments', viewing, async (c) => {
    const { page, page_size: pageSize } = validated(AssignmentsPage, c.req.query())
    const list = await listAssignments(c.var, { page, pageSize })
    return c.json(
      paginated(
        c,
        page,
        pageSize,
        list.count,
        list.rows.map((row) => ({
          item_type: row.itemType,
          item_id: row.itemId,
          title: row.title,
          target_type: row.targetType,
          target_id: row.targetId,
        })),
      ),
    )
  })
