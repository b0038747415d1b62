import { appOrigin, env } from '~/platform/env.server'

/**
 * Where a package's files are served from (ADR 033): an origin of their own, so a package's
 * scripts can neither script the player's page nor ask the app anything with the learner's
 * cookies. `SCORM_CONTENT_ORIGIN` names it (a second host name pointing at this same server).
 * An app on the loopback (development, the browser tests) gets one without set-up: `localhost`
 * and `127.0.0.1` are two origins whose cookies a browser keeps apart. Anywhere else, without
 * the setting, there is none and packages do not play: the app never falls back to serving them
 * on its own origin.
 */
export function scormContentOrigin(): string | null {
  if (env.SCORM_CONTENT_ORIGIN) return new URL(env.SCORM_CONTENT_ORIGIN).origin
  // A production server without APP_URL does not know its own host name, let alone a twin.
  if (!env.APP_URL && env.NODE_ENV === 'production') return null
  const app = new URL(appOrigin())
  const twin = LOOPBACK_TWINS[app.hostname]
  if (!twin) return null
  app.hostname = twin
  return app.origin
}

const LOOPBACK_TWINS: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }

/** The app's own origin (APP_URL): the player's, the only one that may frame package pages. */
export const playerOrigin = () => new URL(appOrigin()).origin

/** Whether a request reached the app's own host, where package files are never served. */
export const onPlayerHost = (request: Request) =>
  new URL(request.url).host === new URL(playerOrigin()).host
