import type { Scorm12API, Scorm2004API } from 'scorm-again'
import type { ScormVersion } from '../scorm-constants'
import { is2004, type CommitEvent } from './cmi-status'

/**
 * The SCORM run-time API in the player's page (scorm-again): `window.API` for 1.2,
 * `window.API_1484_11` for 2004, where a SCO in the content frame finds it by walking up its
 * parents. Loaded only by the player, and only the edition the package needs (the 1.2 runtime is
 * ~19 KB gzipped, the 2004 one with its sequencing engine ~79 KB).
 *
 * Every Commit the SCO makes (and scorm-again's autocommit after changes) posts the whole CMI to
 * the server synchronously, as SCORM expects Commit to report its outcome; the Terminate commit
 * and a page closing mid-session go by `navigator.sendBeacon`, which the browser delivers after
 * the page is gone.
 */

type Tree = Record<string, unknown>
type RuntimeApi = Scorm12API | Scorm2004API

/** One SCO's session: what it is, which attempt, and the CMI it starts from. */
export interface ScoSession {
  version: ScormVersion
  sco: string
  attempt: number
  commitUrl: string
  /** From `resumeCmi`: the learner, the bookmark, statuses and time so far. */
  initial: Tree
  /** The package's rule reads a launch as completion: tell the server when the SCO starts. */
  commitOnLaunch: boolean
}

/** What the SCO asks the player to do next (2004 `adl.nav.request` on Terminate). */
export type NavigationRequest = 'continue' | 'previous' | 'choice' | 'exit' | 'exitAll'

export interface RuntimeEvents {
  /** Every CMI the player sends, so the page can show the SCO's status and resume it later. */
  onCommit: (sco: string, cmi: Tree) => void
  onNavigationRequest: (request: NavigationRequest, target: string | null) => void
}

/** What the server receives for a commit (see attempts.server's commitCmi). */
export interface CommitPayload {
  sco: string
  attempt: number
  event: CommitEvent
  /** Whether the SCO set a status itself this session (the completion rule is for those that never do). */
  reported: boolean
  cmi: Tree
}

export interface Runtime {
  api: RuntimeApi
  /** Ends the session from the player's side (another SCO chosen, the page left). */
  stop: () => void
}

const NAVIGATION_EVENTS: Record<string, NavigationRequest> = {
  SequenceNext: 'continue',
  SequencePrevious: 'previous',
  SequenceChoice: 'choice',
  SequenceExit: 'exit',
  SequenceExitAll: 'exitAll',
}

const STATUS_ELEMENTS_12 = ['LMSSetValue.cmi.core.lesson_status']
const STATUS_ELEMENTS_2004 = ['SetValue.cmi.completion_status', 'SetValue.cmi.success_status']

// The subpath bundles export the class by name; their type declarations claim a default export.
async function createApi(version: ScormVersion, settings: object): Promise<RuntimeApi> {
  if (is2004(version)) {
    const bundle: unknown = await import('scorm-again/scorm2004/min')
    return new (bundle as { Scorm2004API: typeof Scorm2004API }).Scorm2004API(settings)
  }
  const bundle: unknown = await import('scorm-again/scorm12/min')
  return new (bundle as { Scorm12API: typeof Scorm12API }).Scorm12API(settings)
}

type ApiWindow = { API?: RuntimeApi; API_1484_11?: RuntimeApi }

/** Starts the runtime for one SCO and exposes it where the SCO looks for it. */
export async function startRuntime(
  session: ScoSession,
  events: RuntimeEvents,
  target: ApiWindow & Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): Promise<Runtime> {
  let reported = false
  const payload = (event: CommitEvent, cmi: Tree): CommitPayload => {
    events.onCommit(session.sco, cmi)
    return { sco: session.sco, attempt: session.attempt, event, reported, cmi }
  }
  const api = await createApi(session.version, {
    lmsCommitUrl: session.commitUrl,
    autocommit: true,
    autocommitSeconds: 10,
    // Every commit carries total_time (what was loaded plus this session), so the server keeps
    // the time spent without adding session times up itself.
    alwaysSendTotalTime: true,
    logLevel: 5,
    requestHandler: (cmi: unknown, metadata?: { isTerminateCommit: boolean }) =>
      payload(metadata?.isTerminateCommit ? 'terminate' : 'commit', cmi as Tree),
  })
  api.loadFromJSON(session.initial)

  const beacon = (event: CommitEvent) => {
    const body = JSON.stringify(payload(event, api.renderCommitCMI(false, true) as Tree))
    navigator.sendBeacon(session.commitUrl, new Blob([body], { type: 'text/plain' }))
  }
  const statusElements = is2004(session.version) ? STATUS_ELEMENTS_2004 : STATUS_ELEMENTS_12
  for (const element of statusElements) api.on(element, () => (reported = true))
  if (session.commitOnLaunch) {
    api.on(is2004(session.version) ? 'Initialize' : 'LMSInitialize', () => beacon('launch'))
  }
  for (const [name, request] of Object.entries(NAVIGATION_EVENTS)) {
    api.on(name, (_element: string, value: unknown) =>
      events.onNavigationRequest(request, typeof value === 'string' ? value : null),
    )
  }
  // Closing the tab before the SCO terminates: what it set so far still reaches the server.
  const inSession = () => api.isInitialized() && !api.isTerminated()
  const onPageHide = () => {
    if (inSession()) beacon('close')
  }
  target.addEventListener('pagehide', onPageHide)
  const key = is2004(session.version) ? 'API_1484_11' : 'API'
  target[key] = api
  return {
    api,
    stop: () => {
      target.removeEventListener('pagehide', onPageHide)
      onPageHide()
      if (target[key] === api) delete target[key]
    },
  }
}

/**
 * An asset (a plain page that never talks to the runtime) is done once opened: the player
 * reports it completed on launch, in the shape a SCO's commit has.
 */
export function reportAssetOpened(session: ScoSession, events: RuntimeEvents) {
  const cmi = is2004(session.version)
    ? { cmi: { completion_status: 'completed' } }
    : { cmi: { core: { lesson_status: 'completed' } } }
  events.onCommit(session.sco, cmi)
  const payload: CommitPayload = {
    sco: session.sco,
    attempt: session.attempt,
    event: 'launch',
    reported: true,
    cmi,
  }
  navigator.sendBeacon(
    session.commitUrl,
    new Blob([JSON.stringify(payload)], { type: 'text/plain' }),
  )
}
