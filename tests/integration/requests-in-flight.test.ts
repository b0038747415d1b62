import type { Server } from 'node:http'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { requestsInFlight } from '../../server/requests-in-flight.js'

// server.js hands pages to render workers only while other requests are in flight: the count
// must follow requests that finish and connections that close before their answer.
const inFlight = requestsInFlight()
const held: (() => void)[] = []
let server: Server
let port: number

beforeAll(() => {
  const app = express()
  app.use(inFlight.middleware)
  app.get('/held', (_req, res) => held.push(() => res.send('done')))
  server = app.listen(0)
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((done) => server.close(done)))

/** A GET that the server holds until the test lets it go; `abort` closes its connection. */
function heldRequest() {
  const sent = request({ port, path: '/held' })
  const answered = new Promise<void>((resolve) =>
    sent.on('response', (response) => response.resume().on('end', resolve)),
  )
  sent.on('error', () => {})
  sent.end()
  return { answered, abort: () => sent.destroy() }
}

describe('requests in flight', () => {
  it('counts the requests let through until each is answered, or its connection closes', async () => {
    expect(inFlight.count()).toBe(0)
    const first = heldRequest()
    const second = heldRequest()
    await vi.waitFor(() => expect(inFlight.count()).toBe(2))

    held.shift()!()
    await first.answered
    await vi.waitFor(() => expect(inFlight.count()).toBe(1))

    second.abort()
    await vi.waitFor(() => expect(inFlight.count()).toBe(0))
  })
})
