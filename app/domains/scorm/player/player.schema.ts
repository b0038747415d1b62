import { z } from 'zod'
import { requiredText } from '~/platform/form-fields'

/** The player's 'Mark as complete' form (packages whose completion rule is manual). */
export const MarkCompleteSchema = z.object({ sco: requiredText(255) })
