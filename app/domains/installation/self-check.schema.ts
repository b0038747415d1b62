import { z } from 'zod'
import { msg } from '~/i18n'

/** The self-check page's one write: a test message to the admin who asks. */
export const TestEmailSchema = z.object({ intent: z.literal('send-test-email') })

export const SELF_CHECK_MESSAGES = {
  testEmailQueued: msg(
    'A test message to your email address is queued; it arrives within a minute.',
  ),
}

export const CHECK_NAMES = ['database', 'mail', 'storage', 'jobs', 'ai', 'office'] as const
export type CheckName = (typeof CHECK_NAMES)[number]

/** ok: works; not-configured: optional and off (the app falls back); failed: needs fixing. */
export type CheckStatus = 'ok' | 'not-configured' | 'failed'

/** A text for the page to translate, with its placeholders' values. */
export interface CheckText {
  text: string
  values?: Record<string, string | number>
}

export interface CheckResult {
  name: CheckName
  status: CheckStatus
  detail: CheckText
  /** What an operator does about it; null when nothing is to be done. */
  fix: CheckText | null
}
