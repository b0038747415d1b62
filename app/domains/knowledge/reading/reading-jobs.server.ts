import type { JobDefinition } from '~/platform/jobs.server'
import { kickMailDelivery } from '~/platform/mail.server'
import { reassignExpiredCourseCompletions } from '../../courses/learning/course-reassignment.server'
import { reassignExpiredAcknowledgements } from './acknowledgements.server'

/**
 * 'kb-reassign', daily at 03:00 UTC: readers whose acknowledgement is older than the article's
 * reassign period must read it again, and learners whose course completion is older than the
 * course's must complete it again; each is emailed.
 */
export const kbReassignJob: JobDefinition = {
  name: 'kb-reassign',
  cron: '0 3 * * *',
  async run() {
    const reassigned =
      (await reassignExpiredAcknowledgements()) + (await reassignExpiredCourseCompletions())
    if (reassigned) kickMailDelivery()
    return reassigned
  },
}
