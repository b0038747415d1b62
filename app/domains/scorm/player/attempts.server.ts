import { and, eq, max, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { validated } from '~/platform/api.server'
import { audit } from '~/platform/audit.server'
import type { Asker } from '~/platform/authorize.server'
import { db, type Queryable } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { recordCourseCompletions } from '../../courses/learning/course-completions.server'
import { playablePackage, type ScormPackageRow } from '../scorm-access.server'
import { scormAttempts } from '../scorm.tables'
import {
  applyCompletionRule,
  COMMIT_EVENTS,
  isSatisfied,
  trackedStatus,
  type CommitEvent,
  type TrackedStatus,
} from './cmi-status'
import { packageStatus, playableItems, playedOrganization, type RolledStatus } from './sequencing'

/**
 * A learner's tracking of SCORM packages: every commit of a SCO's CMI is stored per learner,
 * package, SCO and attempt (scorm_attempts), the SCOs' statuses roll up into a row for the
 * whole package (keyed by the played organization's identifier, the root activity of SCORM
 * 2004's activity tree), and the moment that row becomes done the courses using the package
 * are completed in the same transaction.
 *
 * `completedAt` on a row is when it became done: completed and not failed (cmi-status's
 * isSatisfied). It is kept once set, so a SCO that reports 'incomplete' again on a later visit
 * does not undo a course already finished.
 */

/** Far more than a SCO's data model holds (2004 suspend_data: 64,000 characters). */
const MAX_COMMIT_BYTES = 512 * 1024

export const COMMIT_MESSAGES = {
  tooLarge: 'The tracking data is too large.',
  unknownSco: 'This package has no such SCO.',
  invalid: 'The tracking data could not be read.',
} as const

const CommitSchema = z.object({
  sco: z.string().min(1).max(255),
  attempt: z.number().int().positive().optional(),
  event: z.enum(COMMIT_EVENTS),
  reported: z.boolean().default(false),
  cmi: z.record(z.unknown()),
})

export type CommitInput = z.infer<typeof CommitSchema>

/** The body of a commit: JSON sent as text (a beacon cannot send application/json everywhere). */
export async function readCommitBody(request: Request): Promise<CommitInput> {
  const text = await request.text()
  if (text.length > MAX_COMMIT_BYTES) throw new AppError('VALIDATION', COMMIT_MESSAGES.tooLarge)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new AppError('VALIDATION', COMMIT_MESSAGES.invalid)
  }
  return validated(CommitSchema, body)
}

/**
 * The learner's latest reassignment of a course holding the package (the latest superseded
 * completion), as SQL: attempts done before it no longer count.
 */
export const lastReassignment = (packageId: SQL | number, membershipId: SQL | number) =>
  sql`coalesce((select max(cc.superseded_at) from course_completions cc
    join course_items ci on ci.course_id = cc.course_id and ci.scorm_package_id = ${packageId}
    where cc.membership_id = ${membershipId}), '-infinity'::timestamptz)`

/**
 * The attempt a learner is on: their latest, unless they finished it and a course holding the
 * package has been reassigned to them since, which starts the next one.
 */
export async function currentAttempt(
  q: Queryable,
  pkg: Pick<ScormPackageRow, 'id' | 'defaultOrganization'>,
  membershipId: number,
): Promise<number> {
  const [latest] = await q
    .select({
      attempt: max(scormAttempts.attempt),
      finishedBefore: sql<boolean>`bool_or(${scormAttempts.scoIdentifier} = ${pkg.defaultOrganization}
        and ${scormAttempts.completedAt} <= ${lastReassignment(pkg.id, membershipId)})`,
    })
    .from(scormAttempts)
    .where(
      and(
        eq(scormAttempts.packageId, pkg.id),
        eq(scormAttempts.membershipId, membershipId),
        eq(
          scormAttempts.attempt,
          sql`(select max(a.attempt) from scorm_attempts a
            where a.package_id = ${pkg.id} and a.membership_id = ${membershipId})`,
        ),
      ),
    )
  const attempt = Number(latest?.attempt ?? 1)
  return latest?.finishedBefore ? attempt + 1 : attempt
}

/** The rows of one attempt, by SCO identifier (the package's own row included). */
export async function attemptRows(
  q: Queryable,
  packageId: number,
  membershipId: number,
  attempt: number,
) {
  const rows = await q
    .select()
    .from(scormAttempts)
    .where(
      and(
        eq(scormAttempts.packageId, packageId),
        eq(scormAttempts.membershipId, membershipId),
        eq(scormAttempts.attempt, attempt),
      ),
    )
  return new Map(rows.map((row) => [row.scoIdentifier, row]))
}

type AttemptRow = typeof scormAttempts.$inferSelect

interface Owner {
  pkg: ScormPackageRow
  companyId: number
  membershipId: number
  attempt: number
}

/** Writes one row of the attempt (a SCO's or the package's), keeping an earlier completion. */
async function saveRow(
  q: Queryable,
  owner: Owner,
  sco: string,
  status: TrackedStatus | (RolledStatus & Partial<TrackedStatus>),
  cmi: Record<string, unknown> | null,
  existing: AttemptRow | undefined,
): Promise<AttemptRow> {
  const done = isSatisfied(status)
  const values = {
    location: status.location ?? '',
    suspendData: status.suspendData ?? '',
    completionStatus: existing?.completedAt ? 'completed' : status.completionStatus,
    successStatus:
      existing?.completedAt && status.successStatus === 'failed'
        ? existing.successStatus
        : status.successStatus,
    scoreRaw: status.scoreRaw ?? null,
    scoreScaled: status.scoreScaled ?? null,
    totalTimeSeconds: status.totalTimeSeconds ?? 0,
    committedAt: new Date(),
    completedAt: existing?.completedAt ?? (done ? new Date() : null),
    ...(cmi ? { cmi } : {}),
  }
  const [row] = await q
    .insert(scormAttempts)
    .values({
      companyId: owner.companyId,
      packageId: owner.pkg.id,
      membershipId: owner.membershipId,
      scoIdentifier: sco,
      attempt: owner.attempt,
      ...values,
    })
    .onConflictDoUpdate({
      target: [
        scormAttempts.packageId,
        scormAttempts.membershipId,
        scormAttempts.scoIdentifier,
        scormAttempts.attempt,
      ],
      set: values,
    })
    .returning()
  return row!
}

/** A stored row's statuses (the table's CHECKs hold them to SCORM's values). */
const rolled = (row: AttemptRow): RolledStatus => ({
  completionStatus: row.completionStatus as RolledStatus['completionStatus'],
  successStatus: row.successStatus as RolledStatus['successStatus'],
})

/**
 * The package's own row from its SCOs' rows: statuses rolled up through the activity tree, the
 * time spent added up, the score the mean of the SCOs' scaled scores (one SCO: its own).
 */
function rolledUp(pkg: ScormPackageRow, scoRows: AttemptRow[]) {
  const org = playedOrganization(pkg.manifest)
  const status = packageStatus(org, new Map(scoRows.map((row) => [row.scoIdentifier, rolled(row)])))
  const scored = scoRows.filter((row) => row.scoreScaled !== null)
  const single = scoRows.length === 1 ? scoRows[0] : undefined
  return {
    ...status,
    scoreRaw: single?.scoreRaw ?? null,
    scoreScaled: scored.length
      ? scored.reduce((sum, row) => sum + row.scoreScaled!, 0) / scored.length
      : null,
    totalTimeSeconds: scoRows.reduce((sum, row) => sum + row.totalTimeSeconds, 0),
  }
}

/**
 * Stores one SCO's status for the learner and rolls the package up; when the package becomes
 * done, the courses it finishes are completed in the same transaction. Audited when an attempt
 * starts and when the package is done (not every autocommit: they come every few seconds).
 */
async function track(
  asker: Asker,
  pkg: ScormPackageRow,
  sco: string,
  status: (row: AttemptRow | undefined) => TrackedStatus,
  cmi: Record<string, unknown> | null,
): Promise<{ attempt: number; done: boolean }> {
  const { actor, meta } = asker
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('scorm_attempt'), ${actor.membershipId})`,
    )
    const owner: Owner = {
      pkg,
      companyId: actor.companyId,
      membershipId: actor.membershipId,
      attempt: await currentAttempt(tx, pkg, actor.membershipId),
    }
    const rows = await attemptRows(tx, pkg.id, actor.membershipId, owner.attempt)
    const root = pkg.defaultOrganization
    const existing = rows.get(sco)
    rows.set(sco, await saveRow(tx, owner, sco, status(existing), cmi, existing))
    const before = rows.get(root)
    const scoRows = [...rows.values()].filter((row) => row.scoIdentifier !== root)
    const after = await saveRow(tx, owner, root, rolledUp(pkg, scoRows), null, before)
    const entry = { companyId: actor.companyId, actorUserId: actor.userId }
    const entity = { entityType: 'scorm_package', entityId: pkg.id }
    if (!before) {
      await audit(tx, meta, {
        ...entry,
        ...entity,
        action: 'scorm.attempt',
        details: { attempt: owner.attempt },
      })
    }
    const finished = !before?.completedAt && after.completedAt !== null
    if (finished) {
      await audit(tx, meta, {
        ...entry,
        ...entity,
        action: 'scorm.complete',
        details: {
          attempt: owner.attempt,
          success: after.successStatus,
          score_scaled: after.scoreScaled,
        },
      })
      await recordCourseCompletions(actor.membershipId, { scormPackageId: pkg.id }, { q: tx, meta })
    }
    return { attempt: owner.attempt, done: after.completedAt !== null }
  })
}

const scoOf = (pkg: ScormPackageRow, sco: string) => {
  const found = playableItems(playedOrganization(pkg.manifest)).find(
    (entry) => entry.item.identifier === sco,
  )
  if (!found) throw AppError.invalidField('sco', COMMIT_MESSAGES.unknownSco)
  return found.item
}

/**
 * A Commit (or Terminate, launch, page close) of one SCO from the player: the package is
 * checked first (another company's, or one not assigned to the learner, is the audited 404),
 * then the body is read. The CMI is stored whole, its tracking fields read through the
 * package's completion rule.
 */
export async function commitCmi(
  asker: Asker,
  packageId: number,
  readBody: () => Promise<CommitInput>,
): Promise<{ attempt: number; done: boolean }> {
  const pkg = await playablePackage(asker, packageId, 'scorm.commit')
  const input = await readBody()
  scoOf(pkg, input.sco)
  const version = pkg.scormVersion as ScormPackageRow['manifest']['version']
  const rule = pkg.completionRule as Parameters<typeof applyCompletionRule>[1]
  const cmi = { cmi: (input.cmi as { cmi?: unknown }).cmi ?? {} }
  return track(
    asker,
    pkg,
    input.sco,
    () =>
      applyCompletionRule(trackedStatus(version, cmi), rule, {
        event: input.event as CommitEvent,
        reported: input.reported,
      }),
    cmi,
  )
}

export const MARK_DONE_MESSAGES = {
  notManual: 'This package completes by itself; it cannot be marked as complete.',
} as const

/** The 'manual' completion rule: the learner marks a SCO complete (a plain form post). */
export async function markScoComplete(asker: Asker, packageId: number, sco: string) {
  const pkg = await playablePackage(asker, packageId, 'scorm.mark_complete')
  scoOf(pkg, sco)
  if (pkg.completionRule !== 'manual') {
    throw new AppError('VALIDATION', MARK_DONE_MESSAGES.notManual)
  }
  const version = pkg.scormVersion as ScormPackageRow['manifest']['version']
  return track(
    asker,
    pkg,
    sco,
    (existing) =>
      applyCompletionRule(trackedStatus(version, existing?.cmi ?? {}), 'manual', {
        event: 'markedDone',
        reported: false,
      }),
    null,
  )
}

/** Every SCO row of the learner's current attempt but the package's own (for the player). */
export async function learnerAttempt(pkg: ScormPackageRow, membershipId: number) {
  const attempt = await currentAttempt(db, pkg, membershipId)
  const rows = await attemptRows(db, pkg.id, membershipId, attempt)
  const root = rows.get(pkg.defaultOrganization) ?? null
  rows.delete(pkg.defaultOrganization)
  return { attempt, rows, root }
}
