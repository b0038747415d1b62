import { useEffect } from 'react'

/**
 * Signing in in one tab signs in the others (seed 000 §2.1 /auth/tabs-auth). The session is an
 * httpOnly cookie every tab of the browser already shares, so nothing secret is handed over: the
 * tab that signed in only says so, and a tab waiting on the sign-in page reloads, which the
 * sign-in page answers by sending it on to where it was going. The message carries no token or
 * user, and no address carries either. BroadcastChannel where there is one; else a localStorage
 * write, whose `storage` event reaches the other tabs of the origin.
 */
export const TABS_AUTH_PATH = '/auth/tabs-auth'
const CHANNEL = 'groundwork-sign-in'
const STORAGE_KEY = 'groundwork-signed-in-at'

/** Tells the other tabs of this browser that it is signed in now. */
export function announceSignIn(): void {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL)
    channel.postMessage('signed-in')
    channel.close()
  } else {
    window.localStorage.setItem(STORAGE_KEY, String(Date.now()))
  }
}

/** Reloads this tab when another tab of the browser signs in (the sign-in page uses it). */
export function useReloadOnSignInElsewhere(): void {
  useEffect(() => {
    const reload = () => window.location.reload()
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY) reload()
    }
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null
    channel?.addEventListener('message', reload)
    window.addEventListener('storage', onStorage)
    return () => {
      channel?.close()
      window.removeEventListener('storage', onStorage)
    }
  }, [])
}

/** Where a sign-in made with JavaScript goes first: the page that tells the other tabs. */
export function throughTabsAuth(next: string): string {
  return `${TABS_AUTH_PATH}?${new URLSearchParams({ next: next || '/' })}`
}
