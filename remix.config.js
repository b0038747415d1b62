import { flatRoutes } from 'remix-flat-routes'

/**
 * Some pages answer on several paths (the spec keeps the old URLs alive).
 * Each alias serves the same route module under its own id, so a form
 * without an explicit action posts back to the path the user is on.
 */
const ROUTE_ALIASES = {
  'routes/_auth+/auth.signin.tsx': ['account/login', 'signin'],
  'routes/_auth+/auth.signup.tsx': ['signup', 'account/register'],
  'routes/_auth+/auth.signout.tsx': ['signout', 'logout'],
}

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ['**/*'],
  serverModuleFormat: 'esm',
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
  },
  routes: async (defineRoutes) => {
    const routes = flatRoutes('routes', defineRoutes, {
      ignoredRouteFiles: ['**/.*', '**/*.css', '**/*.test.{js,jsx,ts,tsx}', '**/__*.*'],
    })
    const aliases = defineRoutes((route) => {
      for (const [file, paths] of Object.entries(ROUTE_ALIASES)) {
        for (const path of paths) route(path, file, { id: `alias-${path.replaceAll('/', '-')}` })
      }
    })
    return { ...routes, ...aliases }
  },
}
