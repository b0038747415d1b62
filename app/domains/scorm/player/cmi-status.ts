import type {
  ScormCompletionRule,
  ScormCompletionStatus,
  ScormSuccessStatus,
  ScormVersion,
} from '../scorm-constants'

/**
 * What a SCO's committed run-time data (the CMI tree scorm-again renders) means for tracking:
 * the bookmark, the suspend data, completion, success, score and time, read the same way for
 * SCORM 1.2 (`cmi.core.*`) and 2004 (`cmi.*`). Pure, so the server's commit and the tests share it.
 */
export interface TrackedStatus {
  location: string
  suspendData: string
  completionStatus: ScormCompletionStatus
  successStatus: ScormSuccessStatus
  scoreRaw: number | null
  /** -1 to 1 (2004 `score.scaled`; 1.2's raw score over its min–max range). */
  scoreScaled: number | null
  totalTimeSeconds: number
  /** `suspend` when the learner left meaning to come back (1.2 `core.exit`, 2004 `exit`). */
  exit: string
}

/** Why a commit was sent: the SCO's Commit, its Terminate, its launch, or the page closing. */
export const COMMIT_EVENTS = ['commit', 'terminate', 'launch', 'close'] as const
export type CommitEvent = (typeof COMMIT_EVENTS)[number]

export const is2004 = (version: ScormVersion) => version !== '1.2'

type Tree = Record<string, unknown>

const branch = (tree: unknown, key: string): Tree => {
  const value = tree && typeof tree === 'object' ? (tree as Tree)[key] : undefined
  return value && typeof value === 'object' ? (value as Tree) : {}
}

const text = (tree: Tree, key: string): string => {
  const value = tree[key]
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}

const numberOr = (value: string, fallback: number | null): number | null => {
  if (value.trim() === '') return fallback
  const parsed = Number(value)
  return Number.isFinite(parsed) ? parsed : fallback
}

/**
 * A SCORM time span in whole seconds: 1.2 `HHHH:MM:SS.SS`, 2004 ISO 8601 `P[nY][nM][nD][T[nH][nM][nS]]`
 * (a year as 365 days, a month as 30, as the conformance suites count them). Anything else is 0.
 */
export function durationSeconds(value: string): number {
  const clock = /^(\d{2,4}):(\d{2}):(\d{2})(\.\d{1,2})?$/.exec(value)
  if (clock) return Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3])
  const iso =
    /^P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
      value,
    )
  if (!iso || value === 'P' || value.endsWith('T')) return 0
  const [years, months, days, hours, minutes, seconds] = iso.slice(1).map((n) => Number(n ?? 0))
  return Math.floor(
    (years! * 365 + months! * 30 + days!) * 86_400 + hours! * 3600 + minutes! * 60 + seconds!,
  )
}

/** SCORM 1.2 `lesson_status` as 2004's two statuses. */
function lessonStatus(status: string): Pick<TrackedStatus, 'completionStatus' | 'successStatus'> {
  switch (status) {
    case 'passed':
      return { completionStatus: 'completed', successStatus: 'passed' }
    case 'failed':
      // The learner finished and failed: done, but not satisfied (see isSatisfied).
      return { completionStatus: 'completed', successStatus: 'failed' }
    case 'completed':
      return { completionStatus: 'completed', successStatus: 'unknown' }
    case 'incomplete':
    case 'browsed':
      return { completionStatus: 'incomplete', successStatus: 'unknown' }
    default:
      return { completionStatus: 'not attempted', successStatus: 'unknown' }
  }
}

const oneOf = <T extends string>(value: string, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly string[]).includes(value) ? (value as T) : fallback

/** 1.2: the raw score scaled over its range (0–100 unless the SCO says otherwise), within -1–1. */
function scaledOf(raw: number | null, min: number | null, max: number | null): number | null {
  if (raw === null) return null
  const low = min ?? 0
  const high = max ?? 100
  if (high <= low) return null
  return Math.max(-1, Math.min(1, (raw - low) / (high - low)))
}

/** Reads the tracking fields of a committed CMI tree (`{ cmi: { … } }` as scorm-again renders it). */
export function trackedStatus(version: ScormVersion, tree: unknown): TrackedStatus {
  const cmi = branch(tree, 'cmi')
  if (is2004(version)) {
    const score = branch(cmi, 'score')
    return {
      location: text(cmi, 'location'),
      suspendData: text(cmi, 'suspend_data'),
      completionStatus: oneOf(
        text(cmi, 'completion_status'),
        ['completed', 'incomplete', 'not attempted', 'unknown'] as const,
        'unknown',
      ),
      successStatus: oneOf(
        text(cmi, 'success_status'),
        ['passed', 'failed', 'unknown'] as const,
        'unknown',
      ),
      scoreRaw: numberOr(text(score, 'raw'), null),
      scoreScaled: numberOr(text(score, 'scaled'), null),
      totalTimeSeconds: durationSeconds(text(cmi, 'total_time')),
      exit: text(cmi, 'exit'),
    }
  }
  const core = branch(cmi, 'core')
  const score = branch(core, 'score')
  const raw = numberOr(text(score, 'raw'), null)
  return {
    location: text(core, 'lesson_location'),
    suspendData: text(cmi, 'suspend_data'),
    ...lessonStatus(text(core, 'lesson_status')),
    scoreRaw: raw,
    scoreScaled: scaledOf(
      raw,
      numberOr(text(score, 'min'), null),
      numberOr(text(score, 'max'), null),
    ),
    totalTimeSeconds: durationSeconds(text(core, 'total_time')),
    exit: text(core, 'exit'),
  }
}

/**
 * The package's completion rule for a SCO that never reported a status itself (`reported`):
 * 'launch' completes it when it is opened, 'terminate' when it ends its session, 'manual' only
 * when the learner marks it ('markedDone'), 'status' never. A SCO that reports its own status is
 * taken at its word, whatever the rule.
 */
export function applyCompletionRule(
  status: TrackedStatus,
  rule: ScormCompletionRule,
  { event, reported }: { event: CommitEvent | 'markedDone'; reported: boolean },
): TrackedStatus {
  if (reported || status.completionStatus === 'completed') return status
  const completes =
    (rule === 'launch' && event !== 'markedDone') ||
    (rule === 'terminate' && event === 'terminate') ||
    (rule === 'manual' && event === 'markedDone')
  return completes ? { ...status, completionStatus: 'completed' } : status
}

/**
 * A SCO counts as done for its course when it is completed and not failed: a package that
 * reports success must report a pass (as a quiz item needs one), one that does not is done once
 * completed.
 */
export const isSatisfied = (
  status: Pick<TrackedStatus, 'completionStatus' | 'successStatus'>,
): boolean => status.completionStatus === 'completed' && status.successStatus !== 'failed'
