import { eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { testMeta } from '#tests/factories/request'
import { makeTimeOffBook } from '#tests/factories/time-off-calendar'
import { memberships } from '~/domains/accounts/accounts.tables'
import { db } from '~/platform/db.server'
import { loader as apiLoader } from '~/routes/$module.api.$'
import { FEED_PATH, feedStatus, renewFeed, revokeFeed } from './calendar-feed.server'
import { holidays } from './holidays.tables'
import { foldLine, icsCalendar } from './ics'

/** A calendar app fetching a feed's address: the status and the parsed events. */
async function subscribe(token: string) {
  const request = new Request(`http://localhost${FEED_PATH}${token}.ics`)
  const response = await apiLoader({ request, params: {}, context: {} })
  if (response.status !== 200) return { status: response.status, events: [] }
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
  const text = await response.text()
  expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true)
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[])
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent)
    return {
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
    }
  })
  return { status: 200, name: calendar.getFirstPropertyValue('x-wr-calname'), events }
}

const thisYear = new Date().getUTCFullYear()
const soon = `${thisYear + 1}-01-04`

async function acme() {
  const { company, admin } = await makeCompanyWithAdmin('Acme; Sons, & Co')
  const ann = await makeMember(company, { firstName: 'Ann', lastName: 'Avery' })
  const annAsker = { actor: (await signedIn(ann.user, company)).actor, meta: testMeta() }
  const adminAsker = { actor: (await signedIn(admin.user, company)).actor, meta: testMeta() }
  const book = await makeTimeOffBook(company)
  await db.insert(holidays).values({ companyId: company.id, name: 'New Year, again', date: soon })
  await book(ann.membership, `${thisYear + 1}-01-05`, `${thisYear + 1}-01-07`, '3.00')
  await book(admin.membership, `${thisYear + 1}-01-06`, `${thisYear + 1}-01-06`)
  return { company, admin, ann, annAsker, adminAsker }
}

describe('calendar feeds', () => {
  it('gives a person a private address of their own time off and the holidays, as RFC 5545', async () => {
    const team = await acme()
    expect(await feedStatus(team.annAsker)).toEqual({
      own: null,
      company: null,
      mayKeepCompany: false,
    })
    const token = await renewFeed(team.annAsker, 'own')
    expect((await feedStatus(team.annAsker)).own).not.toBeNull()
    const feed = await subscribe(token)
    expect(feed.name).toBe('My time off')
    expect(feed.events).toEqual([
      { summary: 'New Year, again', start: soon, end: `${thisYear + 1}-01-05`, allDay: true },
      {
        summary: 'Vacation',
        start: `${thisYear + 1}-01-05`,
        end: `${thisYear + 1}-01-08`,
        allDay: true,
      },
    ])
    const [renewed] = await auditEntries({
      action: 'calendar_feed.renew',
      companyId: team.company.id,
    })
    expect(renewed).toMatchObject({ actorUserId: team.ann.user.id, details: { scope: 'own' } })
  })

  it('stops answering an address once renewed, revoked, or its person deactivated', async () => {
    const team = await acme()
    const first = await renewFeed(team.annAsker, 'own')
    const second = await renewFeed(team.annAsker, 'own')
    expect((await subscribe(first)).status).toBe(404)
    expect((await subscribe(second)).status).toBe(200)
    await revokeFeed(team.annAsker, 'own')
    expect((await subscribe(second)).status).toBe(404)
    const third = await renewFeed(team.annAsker, 'own')
    await db
      .update(memberships)
      .set({ isActive: false })
      .where(eq(memberships.id, team.ann.membership.id))
    expect((await subscribe(third)).status).toBe(404)
    expect((await subscribe('not-a-token')).status).toBe(404)
  })

  it('lets attendance admins keep the company feed of everyone’s time off; refuses others', async () => {
    const team = await acme()
    await expect(renewFeed(team.annAsker, 'company')).rejects.toMatchObject({ code: 'FORBIDDEN' })
    const token = await renewFeed(team.adminAsker, 'company')
    const feed = await subscribe(token)
    // ical.js hands an X- property's value back as sent: escaped, as TEXT must be.
    expect(feed.name).toBe('Acme\\; Sons\\, & Co: time off')
    expect(feed.events.map((event) => event.summary)).toEqual([
      'New Year, again',
      'Ann Avery: Vacation',
      'Ada Admin: Vacation',
    ])
  })

  it('escapes text and folds long lines without splitting a character', () => {
    const name = 'Ünïcode; commas, back\\slash\nand a long name '.repeat(4)
    const text = icsCalendar({
      name,
      events: [{ uid: 'a@b', summary: name, start: '2027-02-28', end: '2027-02-28' }],
      now: new Date('2027-01-01T10:00:00Z'),
    })
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[])
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
    expect(event.summary).toBe(name)
    expect(event.endDate.toString()).toBe('2027-03-01')
    expect(
      foldLine('é'.repeat(80))
        .split('\r\n ')
        .map((line) => Buffer.byteLength(line)),
    ).toEqual([74, 74, 12])
  })
})
