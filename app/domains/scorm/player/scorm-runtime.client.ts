import type { Scorm12API, Scorm2004API } from 'scorm-again'
import type { ScormVersion } from '../scorm-constants'
import { is2004, type CommitEvent } from './cmi-status'

/**
 * The SCORM run-time API in the player's page (scorm-again), for a SCO on the packages' own
 * origin (ADR 033), which cannot reach this page: the frame's runtime shim
 * (public/scorm-runtime-shim.js) stands in for `API` (1.2) / `API_1484_11` (2004) there, answers
 * the SCO synchronously from a copy of the CMI it is given at launch, and posts every call here,
 * where the real API runs it and answers with its result and error code. Loaded only by the
 * player, and only the edition the package needs (the 1.2 runtime is ~19 KB gzipped, the 2004
 * one with its sequencing engine ~79 KB).
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
  /** The packages' origin: the only one whose messages are read, and the only one answered. */
  contentOrigin: string
  /** The SCO's frame once it is in the page: only its window may talk to this session. */
  frame: () => Window | null
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

/** What the frame's shim may call: the run-time API's own methods, nothing else of the object. */
const CALLABLE = new Set([
  'LMSInitialize',
  'LMSFinish',
  'LMSGetValue',
  'LMSSetValue',
  'LMSCommit',
  'LMSGetLastError',
  'LMSGetErrorString',
  'LMSGetDiagnostic',
  'Initialize',
  'Terminate',
  'GetValue',
  'SetValue',
  'Commit',
  'GetLastError',
  'GetErrorString',
  'GetDiagnostic',
])

/** The messages of the shim's protocol (public/scorm-runtime-shim.js). */
type ShimMessage =
  { scorm: 'ready' } | { scorm: 'call'; id: number; method: string; params: unknown[] }

const asShimMessage = (data: unknown): ShimMessage | null =>
  data && typeof data === 'object' && 'scorm' in data ? (data as ShimMessage) : null

/**
 * Answers the SCO's frame: on 'ready' (its shim loaded) the CMI to start from, then each call
 * run on the real API with its result and error code. Messages from any other origin or window
 * are ignored. A SCO that is closing (another SCO opened, the learner gone back) still sends its
 * last calls (exit, Terminate) after the player moved on: `close` keeps listening to that frame a
 * little while, and to no new one.
 */
function bridgeToFrame(api: RuntimeApi, session: ScoSession, target: EventTarget) {
  let frameWindow: MessageEventSource | null = null
  let closed = false
  const answer = (message: object) =>
    (frameWindow as Window).postMessage(message, session.contentOrigin)
  const onMessage = (event: MessageEvent) => {
    const message = asShimMessage(event.data)
    if (event.origin !== session.contentOrigin || !message || !event.source) return
    if (message.scorm === 'ready' && !closed && event.source === session.frame()) {
      frameWindow = event.source
      const cmi = Object.entries(api.getFlattenedCMI()).filter(([, v]) => typeof v === 'string')
      answer({ scorm: 'start', version: session.version, cmi: Object.fromEntries(cmi) })
    }
    if (message.scorm !== 'call' || event.source !== frameWindow) return
    if (!CALLABLE.has(message.method) || !Array.isArray(message.params)) return
    const methods = api as unknown as Record<string, (...args: string[]) => unknown>
    const result = String(methods[message.method]!.apply(api, message.params.map(String)))
    const lastError = String(api.lmsGetLastError())
    answer({ scorm: 'result', id: message.id, result, lastError })
  }
  target.addEventListener('message', onMessage as EventListener)
  return {
    close: () => {
      closed = true
      setTimeout(() => target.removeEventListener('message', onMessage as EventListener), 10_000)
    },
  }
}

/** Starts the runtime for one SCO and answers its frame's shim. */
export async function startRuntime(
  session: ScoSession,
  events: RuntimeEvents,
  target: EventTarget = window,
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
  const bridge = bridgeToFrame(api, session, target)
  return {
    api,
    stop: () => {
      target.removeEventListener('pagehide', onPageHide)
      onPageHide()
      bridge.close()
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
