import type { ScormItem, ScormVersion } from '../scorm-constants'
import { is2004, trackedStatus } from './cmi-status'

/** Who the SCO is told it is talking to (`cmi.core.student_*` / `cmi.learner_*`). */
export interface Learner {
  id: number
  name: string
}

type Tree = Record<string, unknown>

const at = (tree: unknown, ...path: string[]): string => {
  let node: unknown = tree
  for (const key of path) node = node && typeof node === 'object' ? (node as Tree)[key] : undefined
  return typeof node === 'string' || typeof node === 'number' ? String(node) : ''
}

/**
 * SCORM's `entry`: 'resume' when the learner left the SCO suspended, 'ab-initio' on a first
 * launch of the attempt, '' when they come back to a SCO they had left normally.
 */
function entryOf(stored: Tree | null, exit: string): string {
  if (!stored) return 'ab-initio'
  return exit === 'suspend' ? 'resume' : ''
}

const fromManifest = (item: Pick<ScormItem, 'masteryScore' | 'minNormalizedMeasure'>) => ({
  masteryScore: item.masteryScore === null ? '' : String(item.masteryScore),
  passingScore: item.minNormalizedMeasure === null ? '' : String(item.minNormalizedMeasure),
})

/**
 * The CMI a SCO starts with, for scorm-again's `loadFromJSON` before the SCO initializes: who
 * the learner is, the manifest's launch data and mastery score, and from the attempt's last
 * commit (`stored`, null on a first launch) the bookmark, suspend data, statuses, score and
 * time so far, so a new visit resumes where the learner left. Only elements the SCO may read
 * are carried back; write-only ones (session time, exit) start empty as SCORM requires.
 */
export function resumeCmi(
  version: ScormVersion,
  item: Pick<
    ScormItem,
    'masteryScore' | 'minNormalizedMeasure' | 'launchData' | 'completionThreshold'
  >,
  learner: Learner,
  stored: Tree | null,
): Tree {
  const status = trackedStatus(version, stored)
  const { masteryScore, passingScore } = fromManifest(item)
  const launchData = item.launchData ?? ''
  if (is2004(version)) {
    const score = (key: string) => at(stored, 'cmi', 'score', key)
    return {
      learner_id: String(learner.id),
      learner_name: learner.name,
      location: status.location,
      suspend_data: status.suspendData,
      completion_status: stored ? status.completionStatus : 'unknown',
      success_status: status.successStatus,
      entry: entryOf(stored, status.exit),
      credit: 'credit',
      mode: 'normal',
      launch_data: launchData,
      scaled_passing_score: passingScore,
      completion_threshold:
        item.completionThreshold === null ? '' : String(item.completionThreshold),
      total_time: at(stored, 'cmi', 'total_time') || 'PT0S',
      score: { scaled: score('scaled'), raw: score('raw'), min: score('min'), max: score('max') },
    }
  }
  const score = (key: string) => at(stored, 'cmi', 'core', 'score', key)
  return {
    core: {
      student_id: String(learner.id),
      student_name: learner.name,
      lesson_location: status.location,
      lesson_status: at(stored, 'cmi', 'core', 'lesson_status') || 'not attempted',
      entry: entryOf(stored, status.exit),
      credit: 'credit',
      lesson_mode: 'normal',
      total_time: at(stored, 'cmi', 'core', 'total_time') || '0000:00:00',
      score: { raw: score('raw'), min: score('min'), max: score('max') || '100' },
    },
    suspend_data: status.suspendData,
    launch_data: launchData,
    student_data: { mastery_score: masteryScore },
  }
}
