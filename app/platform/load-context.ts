import type { SessionLookup } from '~/domains/accounts/sessions.server'
import type { RenderElsewhere } from './document-render.server'

/** What server.js hands every loader and action of one HTTP request (a fresh object each time). */
declare module '@remix-run/node' {
  interface AppLoadContext {
    /** Set by the first loader that looks the session up; see lookupRequestSession. */
    sessionLookup?: Promise<SessionLookup>
    /** Whether this person may open the request's path; see guardRoute. */
    routeGuard?: Promise<void>
    /** server.js's render worker (server/render-worker-pool.js); absent in tests. */
    renderElsewhere?: RenderElsewhere
  }
}
