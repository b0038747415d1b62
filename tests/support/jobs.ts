import type { JobDefinition } from '~/platform/jobs.server'

/**
 * The job as the app defines it (name, schedule, work), with its idle worker looking for work
 * every half second (pg-boss's least). A daily job's worker looks every 10 s, and it has just
 * looked, before the test queues the run: without this each run through the queue waited 10 s.
 */
export function pollingOften(job: JobDefinition): JobDefinition {
  return { ...job, pollSeconds: 0.5 }
}
