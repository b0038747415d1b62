import { msg } from '~/i18n'

/** The pages of the course reports (seed 001 §2, KB admins). */
export const TIMELINE_PATH = '/knowledgebase/acknowledgement-timeline'
export const TIMELINE_CSV_PATH = `${TIMELINE_PATH}/export.csv`
export const LEADERBOARD_PATH = '/knowledgebase/acknowledgement-leaderboard'

/** Rows of All Completions a page shows, and people of the leaderboard. */
export const TIMELINE_PAGE_SIZE = 50
export const LEADERBOARD_PAGE_SIZE = 50
/** The CSV holds at most this many rows (the newest): a download stays a bounded answer. */
export const TIMELINE_EXPORT_LIMIT = 10_000
/** The item filter offers at most this many articles and as many courses (those completed). */
export const TIMELINE_ITEM_CHOICES = 500

/**
 * How an item was completed: an article acknowledged by signature, by answering its question, or
 * marked as read; a course completed, with or without its certificate.
 */
export const COMPLETION_HOW = ['signature', 'answer', 'read', 'course', 'certificate'] as const
export type CompletionHow = (typeof COMPLETION_HOW)[number]

export const HOW_LABELS: Record<CompletionHow, string> = {
  signature: msg('Signature'),
  answer: msg('Answer'),
  read: msg('Read'),
  course: msg('Course completed'),
  certificate: msg('Course completed, certificate issued'),
}

export const KIND_LABELS = { article: msg('Article'), course: msg('Course') } as const

export const PERIOD_LABELS = {
  month: msg('This month'),
  '30days': msg('Last 30 days'),
  year: msg('This year'),
  all: msg('All time'),
} as const

/** The ranking rule, said the same way on the page and in docs/api.md. */
export const LEADERBOARD_RULE = msg(
  'People are ranked by their total in the period: articles acknowledged, courses completed and quizzes passed, each item counted once. Equal totals: whoever reached it first (the earlier last completion) ranks higher, then by name. Days are in your time zone ({{timezone}}).',
)
