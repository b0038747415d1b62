import { and, count, eq, like } from 'drizzle-orm'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import { lastPeriods, type PeriodType } from '~/domains/statistics/periods'
import { dayIn } from '~/platform/today'
import { stats, statValues } from '~/domains/statistics/statistics.tables'
import type { Queryable } from '~/platform/db.server'

/**
 * Acme's statistics: ~20 stats with two years of weekly or monthly values that move the way
 * such numbers do (a trend, a season, some noise), a few calculated from others, one fed by an
 * external client, three archived. seed:large adds 2,000 weekly stats with three years each.
 */

interface DemoStat {
  name: string
  period: PeriodType
  /** The value at the start, and how much it grows per year (−0.1: falls 10 %). */
  start: number
  growth: number
  /** How strongly the year's season moves it, and how noisy it is (fractions of the value). */
  season?: number
  noise?: number
  decimals?: number
  lowerIsBetter?: boolean
  tags: string[]
  owner?: 'employee'
  external?: boolean
  archived?: boolean
  /** Calculated: names of other demo stats in braces. */
  formula?: string
  upperGuide?: string
  lowerGuide?: string
  description?: string
}

const DEMO_STATS: DemoStat[] = [
  {
    name: 'Weekly sales',
    period: 'WEEKLY',
    start: 42000,
    growth: 0.18,
    season: 0.15,
    noise: 0.08,
    tags: ['sales'],
    upperGuide: '60000',
    description: 'Invoiced sales in euros.',
  },
  {
    name: 'Orders',
    period: 'WEEKLY',
    start: 310,
    growth: 0.12,
    season: 0.15,
    noise: 0.07,
    tags: ['sales'],
  },
  {
    name: 'Average order value',
    period: 'WEEKLY',
    start: 0,
    growth: 0,
    tags: ['sales'],
    formula: '{Weekly sales} / {Orders}',
  },
  {
    name: 'New leads',
    period: 'WEEKLY',
    start: 120,
    growth: 0.25,
    season: 0.1,
    noise: 0.15,
    tags: ['marketing'],
    owner: 'employee',
  },
  {
    name: 'Website visits',
    period: 'WEEKLY',
    start: 9000,
    growth: 0.3,
    season: 0.1,
    noise: 0.1,
    tags: ['marketing'],
  },
  {
    name: 'Signups',
    period: 'WEEKLY',
    start: 260,
    growth: 0.35,
    season: 0.1,
    noise: 0.12,
    tags: ['marketing'],
    external: true,
    description: 'Sent by the website every Monday.',
  },
  {
    name: 'Signup rate (%)',
    period: 'WEEKLY',
    start: 0,
    growth: 0,
    tags: ['marketing'],
    formula: 'round({Signups} / {Website visits} * 100 * 100) / 100',
  },
  {
    name: 'Tickets closed',
    period: 'WEEKLY',
    start: 180,
    growth: 0.1,
    noise: 0.1,
    tags: ['support'],
    owner: 'employee',
  },
  {
    name: 'First response time (hours)',
    period: 'WEEKLY',
    start: 9.5,
    growth: -0.25,
    noise: 0.12,
    decimals: 1,
    lowerIsBetter: true,
    tags: ['support'],
    upperGuide: '8',
    owner: 'employee',
  },
  {
    name: 'Deliveries on time (%)',
    period: 'WEEKLY',
    start: 91,
    growth: 0.03,
    noise: 0.02,
    decimals: 1,
    tags: ['warehouse'],
    lowerGuide: '90',
  },
  {
    name: 'Defects found',
    period: 'WEEKLY',
    start: 14,
    growth: -0.3,
    noise: 0.25,
    lowerIsBetter: true,
    tags: ['warehouse'],
  },
  {
    name: 'Safety incidents',
    period: 'WEEKLY',
    start: 2,
    growth: -0.4,
    noise: 0.6,
    lowerIsBetter: true,
    tags: ['safety'],
    upperGuide: '2',
  },
  {
    name: 'Revenue',
    period: 'MONTHLY',
    start: 185000,
    growth: 0.18,
    season: 0.12,
    noise: 0.05,
    tags: ['finance'],
  },
  {
    name: 'Costs',
    period: 'MONTHLY',
    start: 150000,
    growth: 0.08,
    season: 0.05,
    noise: 0.04,
    lowerIsBetter: true,
    tags: ['finance'],
  },
  {
    name: 'Profit',
    period: 'MONTHLY',
    start: 0,
    growth: 0,
    tags: ['finance'],
    formula: '{Revenue} - {Costs}',
    lowerGuide: '0',
  },
  { name: 'Headcount', period: 'MONTHLY', start: 48, growth: 0.12, noise: 0.01, tags: ['people'] },
  {
    name: 'Training hours',
    period: 'MONTHLY',
    start: 120,
    growth: 0.2,
    season: 0.2,
    noise: 0.15,
    tags: ['people'],
  },
  {
    name: 'Employee satisfaction (1–10)',
    period: 'MONTHLY',
    start: 7.1,
    growth: 0.04,
    noise: 0.03,
    decimals: 1,
    tags: ['people'],
    lowerGuide: '7',
  },
  {
    name: 'Customer churn (%)',
    period: 'MONTHLY',
    start: 3.2,
    growth: -0.15,
    noise: 0.1,
    decimals: 2,
    lowerIsBetter: true,
    tags: ['sales'],
  },
  {
    name: 'Fax orders',
    period: 'WEEKLY',
    start: 25,
    growth: -0.6,
    noise: 0.2,
    tags: ['sales'],
    archived: true,
  },
  {
    name: 'Print ad leads',
    period: 'MONTHLY',
    start: 40,
    growth: -0.5,
    noise: 0.2,
    tags: ['marketing'],
    archived: true,
  },
  {
    name: 'Old helpdesk tickets',
    period: 'WEEKLY',
    start: 150,
    growth: -0.2,
    noise: 0.1,
    tags: ['support'],
    archived: true,
  },
]

type Shape = Pick<DemoStat, 'start' | 'growth' | 'season' | 'noise' | 'decimals'>

/** A repeatable pseudo-random number in [0, 1) for a stat and a period (no Math.random: reruns agree). */
function noiseOf(seed: number): number {
  const x = Math.sin(seed * 12.9898) * 43758.5453
  return x - Math.floor(x)
}

/** The value of period `index` of `count` (oldest first) for a stat shaped by `shape`. */
function valueAt(shape: Shape, index: number, perYear: number, seed: number): string {
  const years = index / perYear
  const trend = shape.start * (1 + shape.growth * years)
  const season = 1 + (shape.season ?? 0) * Math.sin((2 * Math.PI * index) / perYear)
  const noise = 1 + (shape.noise ?? 0) * (noiseOf(seed + index) * 2 - 1)
  return Math.max(0, trend * season * noise).toFixed(shape.decimals ?? 0)
}

const PER_YEAR: Record<PeriodType, number> = {
  DAILY: 365,
  WEEKLY: 52,
  MONTHLY: 12,
  QUARTERLY: 4,
  YEARLY: 1,
}

/** Rows of values for a stat over the last `years` years up to today (UTC, weeks from Monday). */
function valueRows(
  companyId: number,
  statId: number,
  shape: Shape,
  period: PeriodType,
  years: number,
  today: string,
) {
  const periods = lastPeriods(period, PER_YEAR[period] * years, today, 1)
  return periods.map((span, index) => ({
    companyId,
    statId,
    periodStart: span.start,
    periodEnd: span.end,
    value: valueAt(shape, index, PER_YEAR[period], statId * 1000),
  }))
}

/** Inserts rows in statements of `size` (one multi-row INSERT each). */
async function insertInChunks<Row>(
  rows: Row[],
  size: number,
  insert: (chunk: Row[]) => Promise<unknown>,
) {
  for (let start = 0; start < rows.length; start += size)
    await insert(rows.slice(start, start + size))
}

export async function ensureDemoStats(q: Queryable, companyId: number, adminMembershipId: number) {
  const [existing] = await q
    .select({ n: count() })
    .from(stats)
    .where(eq(stats.companyId, companyId))
  if ((existing?.n ?? 0) > 0) return
  const [employee] = await q
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(users.email, 'employee@acme.test')))
  const today = dayIn('UTC')
  const ids = new Map<string, number>()
  // Entered stats first, so the calculated ones can name them by id.
  const ordered = [...DEMO_STATS.filter((s) => !s.formula), ...DEMO_STATS.filter((s) => s.formula)]
  for (const demo of ordered) {
    const formula =
      demo.formula?.replace(/\{([^}]+)\}/g, (_, name: string) => `{#${ids.get(name)}}`) ?? null
    const [row] = await q
      .insert(stats)
      .values({
        companyId,
        name: demo.name,
        ownerMembershipId: demo.owner === 'employee' && employee ? employee.id : adminMembershipId,
        tags: demo.tags,
        order: DEMO_STATS.indexOf(demo) + 1,
        periodType: demo.period,
        lowerIsBetter: demo.lowerIsBetter ?? false,
        description: demo.description ?? '',
        isArchived: demo.archived ?? false,
        isExternal: demo.external ?? false,
        formula,
        upperGuide: demo.upperGuide ?? null,
        lowerGuide: demo.lowerGuide ?? null,
      })
      .returning({ id: stats.id })
    ids.set(demo.name, row!.id)
    if (formula) continue
    const rows = valueRows(companyId, row!.id, demo, demo.period, 2, today)
    await insertInChunks(rows, 1000, (chunk) =>
      q.insert(statValues).values(chunk).onConflictDoNothing(),
    )
  }
}

const LARGE_PREFIX = 'Large stat '
const LARGE_SHAPE = { start: 100, growth: 0.2, season: 0.1, noise: 0.1, decimals: 0 }

/**
 * seed:large: `total` weekly stats with three years of values each (2,000 × 156 = 312,000 rows),
 * in multi-row inserts of 5,000. Tops up what an earlier run left.
 */
export async function ensureLargeStats(q: Queryable, companyId: number, total = 2000) {
  const [existing] = await q
    .select({ n: count() })
    .from(stats)
    .where(and(eq(stats.companyId, companyId), like(stats.name, `${LARGE_PREFIX}%`)))
  const have = existing?.n ?? 0
  if (have >= total) return
  const today = dayIn('UTC')
  const tags = ['north', 'south', 'east', 'west']
  for (let from = have; from < total; from += 100) {
    const made = await q
      .insert(stats)
      .values(
        Array.from({ length: Math.min(100, total - from) }, (_, i) => ({
          companyId,
          name: `${LARGE_PREFIX}${String(from + i + 1).padStart(4, '0')}`,
          order: from + i + 1,
          periodType: 'WEEKLY' as const,
          tags: [tags[(from + i) % tags.length]!],
          lowerIsBetter: (from + i) % 5 === 0,
        })),
      )
      .returning({ id: stats.id })
    const rows = made.flatMap((stat) =>
      valueRows(
        companyId,
        stat.id,
        { ...LARGE_SHAPE, start: 50 + (stat.id % 500) },
        'WEEKLY',
        3,
        today,
      ),
    )
    await insertInChunks(rows, 5000, (chunk) =>
      q.insert(statValues).values(chunk).onConflictDoNothing(),
    )
    process.stdout.write(`\r${from + made.length}/${total} stats`)
  }
}
