import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto'
import { sessionSecret } from './env.server'

/** An opaque secret for a cookie or an emailed link: 256 random bits, URL-safe. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Tokens are stored only as hashes; a fast hash is right here because tokens are random. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** Stored secrets' key, derived from the installation's secret (a key of its own, not the same bytes). */
const sealingKey = Buffer.from(
  hkdfSync('sha256', sessionSecret, '', 'groundwork sealed secrets', 32),
)

/**
 * A secret the app must use again later (a third party's token), sealed for the database with
 * AES-256-GCM: unreadable and tamper-evident without this installation's secret.
 */
export function sealSecret(plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealingKey, iv)
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')
}

/** The secret `sealSecret` sealed; throws when it was altered or sealed by another installation. */
export function openSecret(sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !data) throw new Error('not a sealed secret')
  const decipher = createDecipheriv('aes-256-gcm', sealingKey, iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')
}
