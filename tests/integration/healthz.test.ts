import { describe, expect, it } from 'vitest'
import { loader } from '~/routes/healthz'
import { closeDatabase } from '~/platform/db.server'

describe('GET /healthz', () => {
  it('answers ok while the database answers, 503 once it does not', async () => {
    const healthy = await loader()
    expect(healthy.status).toBe(200)
    expect(await healthy.json()).toEqual({ status: 'ok', db: 'ok' })

    await closeDatabase()
    const down = await loader()
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({ status: 'error', db: 'unavailable' })
  })
})
