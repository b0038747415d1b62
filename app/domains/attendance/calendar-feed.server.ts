import { and, eq, inArray, isNull } from 'drizzle-orm'
import { authorize, type Asker } from '~/platform/authorize.server'
import { auditChange } from '~/platform/audit.server'
import { db } from '~/platform/db.server'
import { generateToken, hashToken } from '~/platform/secrets.server'
import { ownedBy } from '~/platform/tenancy.server'
import { memberships } from '../accounts/accounts.tables'
import { companies } from '../company/company.tables'
import { approvedTimeOff } from '../requests/time-off.server'
import { calendarFeeds } from './calendar-feed.tables'
import { holidaysBetween } from './holidays.server'
import { icsCalendar, type AllDayEvent } from './ics'
import { can } from './time-off-calendar.policy'
import { activePeople, fullName } from './time-off-calendar.server'
import type { FeedScope } from './time-off-calendar.schema'
import { shiftMonth } from './time-off-calendar'

/** Where a feed's address lives; the token follows, then `.ics` for calendar apps that want it. */
export const FEED_PATH = '/account/api/time-off-calendar/feed/'

/** A feed carries what a calendar app can use: three months back, a year ahead. */
const MONTHS_BACK = 3
const MONTHS_AHEAD = 12

const whoseFeed = (asker: Asker, scope: FeedScope) =>
  and(
    ownedBy(calendarFeeds, asker.actor),
    scope === 'own'
      ? eq(calendarFeeds.membershipId, asker.actor.membershipId)
      : isNull(calendarFeeds.membershipId),
  )

const feedAction = (scope: FeedScope) => (scope === 'own' ? 'feed.own' : 'feed.company')

/** When the asker's feed (and the company's, for those who keep it) was made, or null. */
export async function feedStatus(
  asker: Asker,
): Promise<{ own: string | null; company: string | null; mayKeepCompany: boolean }> {
  const mayKeepCompany = can(asker.actor, 'feed.company')
  const madeAt = async (scope: FeedScope) => {
    const [row] = await db
      .select({ createdAt: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .where(whoseFeed(asker, scope))
    return row ? row.createdAt.toISOString() : null
  }
  return {
    own: await madeAt('own'),
    company: mayKeepCompany ? await madeAt('company') : null,
    mayKeepCompany,
  }
}

/**
 * Makes a new private address for a feed, replacing the old one (which stops answering at once),
 * and answers its token: shown once, since only its hash is kept.
 */
export async function renewFeed(asker: Asker, scope: FeedScope): Promise<string> {
  await authorize(asker, can, feedAction(scope))
  const token = generateToken()
  await db.transaction(async (tx) => {
    await tx.delete(calendarFeeds).where(whoseFeed(asker, scope))
    const [row] = await tx
      .insert(calendarFeeds)
      .values({
        companyId: asker.actor.companyId,
        membershipId: scope === 'own' ? asker.actor.membershipId : null,
        tokenHash: hashToken(token),
      })
      .returning({ id: calendarFeeds.id })
    await auditChange(
      tx,
      asker,
      'calendar_feed.renew',
      { type: 'calendar_feed', id: row!.id },
      {
        scope,
      },
    )
  })
  return token
}

/** Turns a feed's address off. */
export async function revokeFeed(asker: Asker, scope: FeedScope): Promise<void> {
  await authorize(asker, can, feedAction(scope))
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(calendarFeeds)
      .where(whoseFeed(asker, scope))
      .returning({ id: calendarFeeds.id })
    if (gone[0]) {
      await auditChange(
        tx,
        asker,
        'calendar_feed.revoke',
        {
          type: 'calendar_feed',
          id: gone[0].id,
        },
        { scope },
      )
    }
  })
}

/** The feed a token opens, while its person is active and the company has attendance. */
async function openFeed(token: string) {
  const [feed] = await db
    .select({
      companyId: calendarFeeds.companyId,
      membershipId: calendarFeeds.membershipId,
      companyName: companies.name,
      activeApps: companies.activeApps,
    })
    .from(calendarFeeds)
    .innerJoin(companies, eq(companies.id, calendarFeeds.companyId))
    .where(eq(calendarFeeds.tokenHash, hashToken(token)))
  if (!feed || !feed.activeApps.includes('attendance')) return null
  if (feed.membershipId === null) return feed
  const [person] = await db
    .select({ active: memberships.isActive })
    .from(memberships)
    .where(eq(memberships.id, feed.membershipId))
  return person?.active ? feed : null
}

/** Names of the company's active people, for the company feed's event titles. */
async function namesOf(companyId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await activePeople({ companyId }, inArray(memberships.id, ids))
  return new Map(rows.map((row) => [row.id, fullName(row)]))
}

/**
 * The ICS text a feed's token opens, or null (unknown or revoked token, a deactivated person, a
 * company without attendance): the caller answers 404 alike, so a token reveals nothing.
 */
export async function feedCalendar(token: string, now = new Date()): Promise<string | null> {
  const feed = await openFeed(token)
  if (!feed) return null
  const month = now.toISOString().slice(0, 7)
  const range = {
    from: `${shiftMonth(month, -MONTHS_BACK)}-01`,
    to: `${shiftMonth(month, MONTHS_AHEAD)}-01`,
  }
  const company = { companyId: feed.companyId }
  const [timeOff, holidays] = await Promise.all([
    approvedTimeOff(company, {
      ...range,
      membershipIds: feed.membershipId === null ? undefined : [feed.membershipId],
    }),
    holidaysBetween(company, range),
  ])
  // The company feed names whose time off it is (active people only); a person's own does not.
  const names =
    feed.membershipId === null
      ? await namesOf(feed.companyId, [...new Set(timeOff.map((entry) => entry.membership_id))])
      : null
  const events: AllDayEvent[] = [
    ...holidays.map((holiday) => ({
      uid: `holiday-${holiday.id}@groundwork`,
      summary: holiday.name,
      start: holiday.date,
      end: holiday.date,
    })),
    ...timeOff
      .filter((entry) => !names || names.has(entry.membership_id))
      .map((entry) => ({
        uid: `time-off-${entry.request_id}@groundwork`,
        summary: names
          ? `${names.get(entry.membership_id)}: ${entry.time_off_kind.name}`
          : entry.time_off_kind.name,
        start: entry.starts_on,
        end: entry.ends_on,
      })),
  ]
  const name = feed.membershipId === null ? `${feed.companyName}: time off` : 'My time off'
  return icsCalendar({ name, events, now })
}
