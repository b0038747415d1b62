import { factories } from '../fixtures'

/** A company (UTC, weeks from Monday) with its admin and Olga, who owns the stats she enters. */
export async function statsTeam() {
  const { makeCompanyWithAdmin, makeMember } = await factories()
  const { company, admin } = await makeCompanyWithAdmin()
  const owner = await makeMember(company, { firstName: 'Olga', lastName: 'Owner' })
  return { company, admin, owner }
}

/** A weekly stat owned by `owner`, straight into the database. */
export async function weeklyStat(
  owner: { membership: { id: number; companyId: number } },
  name: string,
) {
  const [{ db }, { stats }] = await Promise.all([
    import('~/platform/db.server'),
    import('~/domains/statistics/statistics.tables'),
  ])
  const [stat] = await db
    .insert(stats)
    .values({
      companyId: owner.membership.companyId,
      name,
      periodType: 'WEEKLY',
      ownerMembershipId: owner.membership.id,
    })
    .returning()
  return stat!
}

/** This week (UTC, from Monday) as the statsheet labels it, and its first day. */
export async function thisWeek() {
  const [{ periodAt }, { periodLabel }] = await Promise.all([
    import('~/domains/statistics/periods'),
    import('~/domains/statistics/charts/chart-model'),
  ])
  const week = periodAt('WEEKLY', { timeZone: 'UTC', weekStart: 1 })
  return { start: week.start, label: periodLabel(week.start, 'WEEKLY') }
}

/** Someone else saves `value` for the stat's period starting `start` (a stat admin's edit). */
export async function savedMeanwhile(statId: number, start: string, value: string) {
  const [{ db }, { statValues }, { and, eq, sql }] = await Promise.all([
    import('~/platform/db.server'),
    import('~/domains/statistics/statistics.tables'),
    import('drizzle-orm'),
  ])
  await db
    .update(statValues)
    .set({ value, version: sql`${statValues.version} + 1` })
    .where(and(eq(statValues.statId, statId), eq(statValues.periodStart, start)))
}

/** The week before this one (UTC, from Monday): its first day and label. */
export async function lastWeek() {
  const [{ periodAt, shiftPeriod }, { periodLabel }] = await Promise.all([
    import('~/domains/statistics/periods'),
    import('~/domains/statistics/charts/chart-model'),
  ])
  const week = shiftPeriod('WEEKLY', periodAt('WEEKLY', { timeZone: 'UTC', weekStart: 1 }), -1, 1)
  return { start: week.start, label: periodLabel(week.start, 'WEEKLY') }
}
