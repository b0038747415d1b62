import type { JobDefinition } from '~/platform/jobs.server'
import { kickMailDelivery } from '~/platform/mail.server'
import { reassignExpiredAcknowledgements } from './acknowledgements.server'

/**
 * 'kb-reassign', daily at 03:00 UTC: readers whose acknowledgement is older than the article's
 * reassign period must read it again, and are emailed.
 */
export const kbReassignJob: JobDefinition = {
  name: 'kb-reassign',
  cron: '0 3 * * *',
  async run() {
    const reassigned = await reassignExpiredAcknowledgements()
    if (reassigned) kickMailDelivery()
    return reassigned
  },
}
