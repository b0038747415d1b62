import { sql } from 'drizzle-orm'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { findOwned } from '~/platform/tenancy.server'
import { can } from '../scorm.policy'
import { SCORM_PACKAGE_NOT_FOUND } from '../scorm-access.server'
import { scormPackages } from '../scorm.tables'

export const RESULTS_PAGE_SIZE = 50

export interface LearnerResult {
  membership_id: number
  name: string
  completion_status: string
  success_status: string
  done: boolean
  /** -1 to 1, or null when the package never scored. */
  score_scaled: number | null
  score_raw: number | null
  /** Over every attempt. */
  time_seconds: number
  attempts: number
  last_activity: string | null
}

/** A row as the database answers it: the result with the page's total beside it. */
type ResultRow = Record<string, unknown> &
  Omit<LearnerResult, 'last_activity'> & { last_activity: Date | string | null; total: number }

/**
 * …/scorm/{packageId}/report: every learner who opened the package, with the status, score and
 * last activity of their latest attempt, the time spent over all attempts and how many attempts
 * (the package's rolled-up rows), a page at a time by name. KB admins only; another company's
 * package is the audited 404.
 */
export async function learnerResults(asker: Asker, packageId: number, page: number) {
  await authorize(asker, can, 'scorm.reports')
  const pkg = await findOwned(asker, scormPackages, packageId, {
    action: 'scorm.report',
    entityType: 'scorm_package',
    message: SCORM_PACKAGE_NOT_FOUND,
  })
  const result = await db.execute<ResultRow>(sql`
    select sa.membership_id, trim(u.first_name || ' ' || u.last_name) as name,
      (array_agg(sa.completion_status order by sa.attempt desc))[1] as completion_status,
      (array_agg(sa.success_status order by sa.attempt desc))[1] as success_status,
      (array_agg(sa.completed_at is not null order by sa.attempt desc))[1] as done,
      (array_agg(sa.score_scaled order by sa.attempt desc))[1] as score_scaled,
      (array_agg(sa.score_raw order by sa.attempt desc))[1] as score_raw,
      sum(sa.total_time_seconds)::int as time_seconds, max(sa.attempt)::int as attempts,
      max(sa.committed_at) as last_activity, count(*) over ()::int as total
    from scorm_attempts sa
    join memberships m on m.id = sa.membership_id
    join users u on u.id = m.user_id
    where sa.package_id = ${pkg.id} and sa.company_id = ${pkg.companyId}
      and sa.sco_identifier = ${pkg.defaultOrganization}
    group by sa.membership_id, u.first_name, u.last_name
    order by lower(trim(u.first_name || ' ' || u.last_name)), sa.membership_id
    limit ${RESULTS_PAGE_SIZE} offset ${(page - 1) * RESULTS_PAGE_SIZE}`)
  const total = Number(result.rows[0]?.total ?? 0)
  const learners: LearnerResult[] = result.rows.map((row) => ({
    membership_id: Number(row.membership_id),
    name: row.name,
    completion_status: row.completion_status,
    success_status: row.success_status,
    done: Boolean(row.done),
    score_scaled: row.score_scaled === null ? null : Number(row.score_scaled),
    score_raw: row.score_raw === null ? null : Number(row.score_raw),
    time_seconds: Number(row.time_seconds),
    attempts: Number(row.attempts),
    last_activity: row.last_activity ? new Date(row.last_activity).toISOString() : null,
  }))
  return {
    package: { id: pkg.id, title: pkg.title },
    learners,
    page,
    pages: Math.max(1, Math.ceil(total / RESULTS_PAGE_SIZE)),
  }
}
