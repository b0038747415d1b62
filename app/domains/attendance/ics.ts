/**
 * A calendar (RFC 5545) of all-day events, as calendar apps subscribe to it: CRLF line ends, text
 * escaped (§3.3.11) and lines folded at 75 octets without splitting a character (§3.1). Pure.
 */

export interface AllDayEvent {
  /** Unique and stable across fetches, so an app updates an event instead of adding it twice. */
  uid: string
  summary: string
  /** First day, YYYY-MM-DD. */
  start: string
  /** Last day, included, YYYY-MM-DD (DTEND is the day after, as the RFC counts it). */
  end: string
  description?: string
}

const CRLF = '\r\n'
const MAX_OCTETS = 75

/** Backslashes, semicolons, commas and line breaks escaped as a TEXT value needs. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** A content line folded into lines of at most 75 octets, each continuation starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

const basicDate = (isoDay: string) => isoDay.replaceAll('-', '')

function dayAfter(isoDay: string): string {
  const day = new Date(`${isoDay}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

/** 2026-11-27T08:30:00.000Z → 20261127T083000Z */
const utcStamp = (moment: Date) => moment.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')

function eventLines(event: AllDayEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${basicDate(event.start)}`,
    `DTEND;VALUE=DATE:${basicDate(dayAfter(event.end))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    // Time off and holidays do not make anyone busy in a scheduling assistant by themselves.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ]
}

/** The whole calendar as the text of a .ics file. */
export function icsCalendar(calendar: { name: string; events: AllDayEvent[]; now?: Date }): string {
  const stamp = utcStamp(calendar.now ?? new Date())
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Groundwork//Time-off calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}
