import { z } from 'zod'
import { msg } from '~/i18n'
import { requiredText } from '~/platform/form-fields'

/** The player's 'Mark as complete' form (packages whose completion rule is manual). */
export const MarkCompleteSchema = z.object({ sco: requiredText(255) })

export const PLAYER_MESSAGES = {
  needsJavaScript: msg('Playing a SCORM package needs JavaScript. Turn JavaScript on to play it.'),
  markedComplete: msg('Marked as complete.'),
} as const
