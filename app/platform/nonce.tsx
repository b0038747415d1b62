import { createContext, useContext } from 'react'

/**
 * The page's CSP nonce (app/platform/csp.server.ts), for the inline scripts Remix renders. Set on
 * the server only: browsers hide a nonce from the page once parsed, so the client renders none.
 */
const NonceContext = createContext<string | undefined>(undefined)

export const NonceProvider = NonceContext.Provider

export function useNonce(): string | undefined {
  return useContext(NonceContext)
}
