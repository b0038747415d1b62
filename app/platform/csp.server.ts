import { randomBytes } from 'node:crypto'
import { scormContentOrigin } from '~/domains/scorm/content-host.server'
import { env } from './env.server'

/**
 * The Content-Security-Policy of every HTML page (ADR 031). Scripts run only from our origin or
 * with the page's nonce (Remix's and React's inline scripts carry it), so an injected <script> or
 * inline handler does nothing. Other sources are what the app really loads:
 * - frames: our own file viewer, the video players of article embeds (embed-video.ts) and the
 *   SCORM player's frame on the packages' own origin (ADR 033);
 * - images: article bodies may show any http(s) picture, and the Word import inlines data: URLs;
 * - media: recorded videos are played from our origin;
 * - connect: browser uploads go to S3 through presigned URLs when S3 storage is configured;
 * - styles: inline style attributes (React `style`, the org chart, the editor) need 'unsafe-inline',
 *   which lets no script run.
 */
export const VIDEO_PLAYER_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.loom.com',
  'https://fast.wistia.net',
  'https://player.twitch.tv',
]

const uploadOrigins = env.S3_BUCKET && env.S3_ENDPOINT ? [new URL(env.S3_ENDPOINT).origin] : []
const packageOrigins = [scormContentOrigin()].filter((origin) => origin !== null)

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    ['connect-src', "'self'", ...uploadOrigins].join(' '),
    ['frame-src', "'self'", ...VIDEO_PLAYER_ORIGINS, ...packageOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** A fresh nonce per page: 128 random bits, as CSP asks. */
export function newNonce(): string {
  return randomBytes(16).toString('base64')
}
