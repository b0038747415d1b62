import { findOpenableCourse } from '../../courses/learning/course-access.server'
import type { SignedInArgs } from '~/platform/request-context.server'
import { routeId } from '~/platform/request-context.server'
import { AppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { can } from '../scorm.policy'
import { playablePackage } from '../scorm-access.server'
import type { ScormCompletionRule, ScormOrganization, ScormVersion } from '../scorm-constants'
import { commitCmi, learnerAttempt, markScoComplete, readCommitBody } from './attempts.server'
import { scormPackagePath } from '../packages/page-paths'
import { frameUrl, launchPath, packageContentBase } from '../content-paths'
import { scormContentOrigin } from '../content-host.server'
import { issueContentTicket } from '../content-origin.server'
import { commitPath, reportPath } from './player-paths'
import { PLAYER_MESSAGES } from './player-messages'
import { MarkCompleteSchema } from './player.schema'
import { resumeCmi } from './resume-cmi'
import { playableItems, playedOrganization, startingItem, unappliedSequencing } from './sequencing'

/** One launchable item as the player needs it: where its file is and the CMI it starts from. */
export interface PlayerSco {
  identifier: string
  /** The frame's URL on the packages' own origin. */
  url: string
  /** An asset does not talk to the runtime: it is done once opened. */
  isAsset: boolean
  initial: Record<string, unknown>
  done: boolean
  completionStatus: string
}

/**
 * /knowledge-base/scorm/{packageId}: the package the learner may play (one of a course assigned
 * to them; any for KB admins; else the audited 404), its table of contents, and each SCO's CMI
 * of the learner's current attempt to resume from. `?course=` names the course the learner came
 * from, when they may open it, for the way back.
 */
export async function playerPage({ actor, meta, params, request }: SignedInArgs) {
  const asker = { actor, meta }
  const pkg = await playablePackage(asker, routeId(params.id))
  const courseParam = Number(new URL(request.url).searchParams.get('course'))
  const contentOrigin = contentOriginApartFrom(request)
  const [course, attempt, ticket] = await Promise.all([
    Number.isSafeInteger(courseParam) && courseParam > 0
      ? findOpenableCourse(actor, courseParam)
      : Promise.resolve(null),
    learnerAttempt(pkg, actor.membershipId),
    issueContentTicket(actor, pkg.id),
  ])
  const base = packageContentBase(contentOrigin ?? '', pkg.id, ticket)
  const org = playedOrganization(pkg.manifest)
  const version = pkg.scormVersion as ScormVersion
  const learner = { id: actor.membershipId, name: `${actor.firstName} ${actor.lastName}`.trim() }
  const scos: PlayerSco[] = playableItems(org).map(({ item }) => {
    const row = attempt.rows.get(item.identifier)
    return {
      identifier: item.identifier,
      url: frameUrl(
        base,
        launchPath(item.launch!.href, item.launch!.parameters),
        item.title,
        item.launch!.scormType === 'asset',
      ),
      isAsset: item.launch!.scormType === 'asset',
      initial: resumeCmi(version, item, learner, row ? row.cmi : null),
      done: row?.completedAt != null,
      completionStatus: row?.completionStatus ?? 'not attempted',
    }
  })
  const lastVisited =
    [...attempt.rows.values()].sort(
      (a, b) => (b.committedAt?.getTime() ?? 0) - (a.committedAt?.getTime() ?? 0),
    )[0]?.scoIdentifier ?? null
  const done = new Set(scos.filter((sco) => sco.done).map((sco) => sco.identifier))
  return {
    package: {
      id: pkg.id,
      title: pkg.title,
      version,
      completionRule: pkg.completionRule as ScormCompletionRule,
    },
    course: course ? { id: course.id, name: course.name } : null,
    organization: org satisfies ScormOrganization,
    scos,
    start: startingItem(org, done, lastVisited),
    attempt: attempt.attempt,
    status: {
      completionStatus: attempt.root?.completionStatus ?? 'not attempted',
      successStatus: attempt.root?.successStatus ?? 'unknown',
      done: attempt.root?.completedAt != null,
    },
    learner,
    unapplied: unappliedSequencing(org),
    commitUrl: commitPath(pkg.id),
    /** Null where no origin for packages is set up (ADR 033): they do not play there. */
    contentOrigin,
    reportUrl: can(actor, 'scorm.reports') ? reportPath(pkg.id) : null,
  }
}

export type PlayerPage = Awaited<ReturnType<typeof playerPage>>

/**
 * The packages' origin, unless it is the very one the player was opened on (a development app
 * visited at 127.0.0.1, the twin of its configured localhost): there packages would run with the
 * app's cookies, so they do not play.
 */
function contentOriginApartFrom(request: Request): string | null {
  const origin = scormContentOrigin()
  return origin && new URL(origin).host !== new URL(request.url).host ? origin : null
}

/**
 * The runtime's commits (…/commit): JSON answers as the runtime reads them, `{result, errorCode}`
 * (SCORM's 'true'/'false' and 101 for a general failure), with the reason in `detail`.
 */
export async function commitFromPlayer({ actor, meta, params, request }: SignedInArgs) {
  try {
    if (request.method !== 'POST') {
      return Response.json(
        { result: 'false', errorCode: 101, detail: 'Use POST.' },
        { status: 405 },
      )
    }
    const saved = await commitCmi({ actor, meta }, routeId(params.id), () =>
      readCommitBody(request),
    )
    return Response.json({ result: 'true', errorCode: 0, ...saved })
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    return Response.json(
      { result: 'false', errorCode: 101, detail: error.message, errors: error.fieldErrors },
      { status: error.status },
    )
  }
}

/** The 'Mark as complete' form of a package whose completion rule is manual: back to the player. */
export async function markCompleteFromPlayer({ actor, meta, params, request }: SignedInArgs) {
  const id = routeId(params.id)
  // Permission before the body: someone who may not play the package gets the 404 whatever
  // they post, never the form's messages (the service checks again when it writes).
  await playablePackage({ actor, meta }, id, 'scorm.mark_complete')
  return handleForm(request, MarkCompleteSchema, async ({ sco }) => {
    await markScoComplete({ actor, meta }, id, sco)
    return redirectWithFlash(`${scormPackagePath(id)}${new URL(request.url).search}`, {
      kind: 'success',
      message: PLAYER_MESSAGES.markedComplete,
    })
  })
}
