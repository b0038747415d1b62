import { randomBytes } from 'node:crypto'
import type { RequestMeta } from '~/platform/request-meta.server'

/** A fresh address in the IPv6 documentation range, so one test's failures never throttle another. */
export function uniqueIp(): string {
  const group = () => randomBytes(2).toString('hex')
  return `2001:db8::${group()}:${group()}:${group()}`
}

/** Request metadata for service calls. */
export function testMeta(ip = uniqueIp()): RequestMeta {
  return { ip, userAgent: 'vitest' }
}
