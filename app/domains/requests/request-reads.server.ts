import { and, asc, count, desc, eq, ne, or, type SQL } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { deny } from '~/platform/audit.server'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { findOwned, ownedBy } from '~/platform/tenancy.server'
import { peopleByIds, type PersonRef } from './request-people.server'
import { can } from './requests.policy'
import { REQUEST_MESSAGES, type RequestListQueryInput } from './requests.schema'
import {
  requestAttachments,
  requestEvents,
  requests,
  requestTypes,
  timeOffKinds,
  type RequestRow,
} from './requests.tables'
import { todayIso } from './time-off.server'

/** A request as lists, the detail page and the API show it. */
export interface RequestDto {
  id: number
  type: { id: number; name: string; kind: string }
  requester: PersonRef
  title: string
  details: string
  status: RequestRow['status']
  /** The step waiting for a decision (pending only): 'manager' or 'admin'. */
  step: RequestRow['step']
  manager: PersonRef | null
  time_off: {
    time_off_kind: { id: number; name: string }
    starts_on: string
    ends_on: string
    days: string
  } | null
  expense: { amount: string; currency: string; spent_on: string; merchant: string } | null
  equipment: { item: string; quantity: number; needed_by: string | null } | null
  submitted_at: string
  decided_at: string | null
  version: number
}

export interface RequestEventDto {
  id: number
  event: string
  step: string | null
  status: string
  comment: string
  actor: PersonRef | null
  created_at: string
}

export interface AttachmentDto {
  id: number
  file_name: string
  content_type: string
  size: number
  created_at: string
}

/** What the person reading may do with the request now (the page shows only these forms). */
export interface RequestAbilities {
  decide: boolean
  edit: boolean
  cancel: boolean
  attach: boolean
}

export interface RequestDetailDto extends RequestDto {
  history: RequestEventDto[]
  attachments: AttachmentDto[]
  abilities: RequestAbilities
}

export interface RequestPage {
  count: number
  page: number
  page_count: number
  results: RequestDto[]
}

export const REQUESTS_PER_PAGE = 25

const REQUEST_COLUMNS = {
  request: requests,
  typeName: requestTypes.name,
  typeKind: requestTypes.kind,
  kindName: timeOffKinds.name,
}

type JoinedRow = {
  request: RequestRow
  typeName: string
  typeKind: string
  kindName: string | null
}

function selectRequests() {
  return db
    .select(REQUEST_COLUMNS)
    .from(requests)
    .innerJoin(requestTypes, eq(requestTypes.id, requests.typeId))
    .leftJoin(timeOffKinds, eq(timeOffKinds.id, requests.timeOffKindId))
}

async function toDtos(rows: JoinedRow[]): Promise<RequestDto[]> {
  const people = await peopleByIds(
    db,
    rows.flatMap(({ request }) => [request.requesterId, request.managerId]),
  )
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null))
  return rows.map(({ request: row, typeName, typeKind, kindName }) => ({
    id: row.id,
    type: { id: row.typeId, name: typeName, kind: typeKind },
    requester: person(row.requesterId) ?? { id: row.requesterId, name: '' },
    title: row.title,
    details: row.details,
    status: row.status,
    step: row.step,
    manager: person(row.managerId),
    time_off:
      row.timeOffKindId === null
        ? null
        : {
            time_off_kind: { id: row.timeOffKindId, name: kindName ?? '' },
            starts_on: row.startsOn!,
            ends_on: row.endsOn!,
            days: row.days!,
          },
    expense:
      row.amount === null
        ? null
        : {
            amount: row.amount,
            currency: row.currency!,
            spent_on: row.spentOn!,
            merchant: row.merchant ?? '',
          },
    equipment:
      row.item === null
        ? null
        : { item: row.item, quantity: row.quantity ?? 1, needed_by: row.neededBy },
    submitted_at: row.submittedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    version: row.version,
  }))
}

/** Reads a request's row the actor may see: theirs, one they manage, or any for request admins. */
export const mayRead = (actor: Actor, row: RequestRow) =>
  row.requesterId === actor.membershipId ||
  row.managerId === actor.membershipId ||
  can(actor, 'request.viewAll')

/** Whether the actor decides the step the request waits at (never their own request). */
export const mayDecide = (actor: Actor, row: RequestRow) =>
  row.status === 'pending' &&
  row.requesterId !== actor.membershipId &&
  ((row.step === 'manager' && row.managerId === actor.membershipId) ||
    can(actor, 'request.decideAny'))

export function abilitiesOf(actor: Actor, row: RequestRow): RequestAbilities {
  const own = row.requesterId === actor.membershipId
  const open = row.status === 'pending' || row.status === 'changes_requested'
  const notStarted = row.startsOn === null || row.startsOn > todayIso()
  return {
    decide: mayDecide(actor, row),
    edit: own && row.status === 'changes_requested',
    cancel: own && (open || (row.status === 'approved' && row.startsOn !== null && notStarted)),
    attach: own && open,
  }
}

/**
 * The request `id` if the actor may see it; anyone else's (or another company's) is the same
 * audited 404, so ids do not tell a stranger what exists.
 */
export async function readableRequest(
  asker: Asker,
  id: number,
  action: string,
): Promise<RequestRow> {
  const notFound = { action, entityType: 'request', message: REQUEST_MESSAGES.notFound }
  const row = await findOwned(asker, requests, id, notFound)
  if (mayRead(asker.actor, row)) return row
  return deny(asker.actor, asker.meta, action, AppError.notFound(notFound.message), {
    type: 'request',
    id,
  })
}

/** GET request/api/detail/{id}/ and the detail page: the request, its history and files. */
export async function getRequest(
  actor: Actor,
  id: number,
  meta: Asker['meta'],
): Promise<RequestDetailDto> {
  const row = await readableRequest({ actor, meta }, id, 'request.read')
  const [joined] = await selectRequests().where(eq(requests.id, row.id))
  const [dto] = await toDtos([joined!])
  const events = await db
    .select()
    .from(requestEvents)
    .where(eq(requestEvents.requestId, id))
    .orderBy(asc(requestEvents.id))
    .limit(500)
  const people = await peopleByIds(
    db,
    events.map((event) => event.actorId),
  )
  const files = await db
    .select()
    .from(requestAttachments)
    .where(eq(requestAttachments.requestId, id))
    .orderBy(asc(requestAttachments.id))
    .limit(100)
  return {
    ...dto!,
    history: events.map((event) => ({
      id: event.id,
      event: event.event,
      step: event.step,
      status: event.status,
      comment: event.comment,
      actor: event.actorId === null ? null : (people.get(event.actorId) ?? null),
      created_at: event.createdAt.toISOString(),
    })),
    attachments: files.map((file) => ({
      id: file.id,
      file_name: file.fileName,
      content_type: file.contentType,
      size: file.sizeBytes,
      created_at: file.createdAt.toISOString(),
    })),
    abilities: abilitiesOf(actor, row),
  }
}

/** Requests waiting for the actor: the manager steps they decide, and (request admins) the admin steps. */
function waitingFor(actor: Actor): SQL {
  const asManager = and(eq(requests.step, 'manager'), eq(requests.managerId, actor.membershipId))
  return and(
    eq(requests.status, 'pending'),
    ne(requests.requesterId, actor.membershipId),
    can(actor, 'request.decideAny') ? or(asManager, eq(requests.step, 'admin')) : asManager,
  )!
}

/**
 * request/api/list/ and the Requests page. `my_request`: the actor's own requests, newest first;
 * `for_approval`: those waiting for their decision, longest waiting first. With `my_all`
 * (request admins only) the whole company's: every request, or every one waiting at any step.
 */
export async function listRequests(
  actor: Actor,
  query: RequestListQueryInput,
  meta: Asker['meta'],
): Promise<RequestPage> {
  if (query.my_all) {
    const action = query.status === 'my_request' ? 'request.viewAll' : 'request.decideAny'
    await authorize({ actor, meta }, can, action)
  }
  const mine = eq(requests.requesterId, actor.membershipId)
  const allWaiting = and(
    eq(requests.status, 'pending'),
    ne(requests.requesterId, actor.membershipId),
  )
  const scope =
    query.status === 'my_request'
      ? query.my_all
        ? undefined
        : mine
      : query.my_all
        ? allWaiting
        : waitingFor(actor)
  return pageOf(and(ownedBy(requests, actor), scope)!, query.page, query.status === 'for_approval')
}

/** One page of the requests matching `where`: newest first, or longest waiting first. */
export async function pageOf(where: SQL, page: number, oldestFirst = false): Promise<RequestPage> {
  const [total] = await db.select({ n: count() }).from(requests).where(where)
  const rows = await selectRequests()
    .where(where)
    .orderBy(
      oldestFirst ? asc(requests.submittedAt) : desc(requests.submittedAt),
      desc(requests.id),
    )
    .limit(REQUESTS_PER_PAGE)
    .offset((page - 1) * REQUESTS_PER_PAGE)
  const n = total?.n ?? 0
  return {
    count: n,
    page,
    page_count: Math.max(1, Math.ceil(n / REQUESTS_PER_PAGE)),
    results: await toDtos(rows),
  }
}
