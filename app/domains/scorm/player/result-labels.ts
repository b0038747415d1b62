import { msg } from '~/i18n'

/** How a learner's result reads in the report (isomorphic: the page's cells). */

/** Their latest attempt's status in words: done, failed, under way or not begun. */
export function resultStatus(result: {
  done: boolean
  completion_status: string
  success_status: string
}): string {
  if (result.done) return result.success_status === 'passed' ? msg('Passed') : msg('Complete')
  if (result.success_status === 'failed') return msg('Failed')
  return result.completion_status === 'not attempted' || result.completion_status === 'unknown'
    ? msg('Not started')
    : msg('In progress')
}

/** The score as a percent of the package's range (scaled), else the raw score, else nothing. */
export function scoreText(result: { score_scaled: number | null; score_raw: number | null }) {
  if (result.score_scaled !== null) return `${Math.round(result.score_scaled * 100)} %`
  return result.score_raw === null ? '' : String(result.score_raw)
}

/** Seconds as h:mm:ss. */
export function timeSpent(seconds: number): string {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
}
