import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(10),
  SESSION_SECRET: z.string().min(32).optional(),
  APP_URL: z.string().url().optional(),
  /** A second origin (same server) that serves SCORM packages' files, apart from the app's cookies (ADR 033). */
  SCORM_CONTENT_ORIGIN: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Groundwork <no-reply@groundwork.local>'),
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
  PORT: z.coerce.number().int().positive().default(3000),
  /** S3-compatible object storage; files stay on disk under DATA_DIR/files unless S3_BUCKET is set. */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /**
   * E-signature: the company's own signing certificate (a .p12/.pfx file with its private key)
   * and its password; without it a self-signed one is generated under DATA_DIR on first use.
   */
  ESIGN_CERTIFICATE_P12: z.string().optional(),
  ESIGN_CERTIFICATE_PASSWORD: z.string().default(''),
})

export type Env = z.infer<typeof EnvSchema>

export const env: Env = EnvSchema.parse(process.env)

export const dataDir = path.resolve(env.DATA_DIR)

/**
 * Set by server.js for its render worker, which imports the build only to render pages that the
 * main thread loaded (ADR 030, "Sixth pass"): it opens no database and starts no background work.
 */
export const isRenderWorker = process.env.GROUNDWORK_RENDER_WORKER === '1'

/**
 * The secret that signs cookies and access tokens. Production deployments with several
 * processes must set SESSION_SECRET; a single embedded install gets one generated on first
 * start and kept under DATA_DIR, so sessions survive restarts without any set-up.
 */
export const sessionSecret: string = env.SESSION_SECRET ?? readOrCreateLocalSecret()

function readOrCreateLocalSecret(): string {
  const file = path.join(dataDir, 'session-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/** The public origin used in links inside emails; falls back to the local server. */
export function appOrigin(request?: Request): string {
  if (env.APP_URL) return env.APP_URL.replace(/\/$/, '')
  if (request) return new URL(request.url).origin
  return `http://localhost:${env.PORT}`
}
