import { z } from 'zod'

/** The largest value of a PostgreSQL integer column; beyond it a query fails instead of missing. */
const MAX_ID = 2_147_483_647

/** A record id from a form or a request body: anything that is not one gets `message`. */
export function idSchema(message: string) {
  return z.coerce
    .number({ invalid_type_error: message, required_error: message })
    .int(message)
    .positive(message)
    .max(MAX_ID, message)
}
