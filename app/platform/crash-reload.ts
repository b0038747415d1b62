/**
 * Seed §4/§9: after a crash of a recognised kind the page reloads itself, at most
 * MAX_AUTO_RELOADS times within RELOAD_WINDOW_MS, after RELOAD_DELAY_MS; after that the error
 * screen stays. Recognised kinds are the ones a fresh page load can cure: a stale or half-loaded
 * bundle after a deploy (chunk load failure, syntax error) and the type errors such a mix of old
 * and new code produces. The decision is pure; the root ErrorBoundary applies it in the browser.
 */

export const MAX_AUTO_RELOADS = 2
export const RELOAD_WINDOW_MS = 60_000
export const RELOAD_DELAY_MS = 5
/** sessionStorage key holding the timestamps (ms) of recent automatic reloads, as JSON. */
export const RELOAD_HISTORY_KEY = 'groundwork:crash-reloads'

const RECOGNISED_MESSAGES: RegExp[] = [
  // Reads of null or undefined properties (Chromium, Firefox, Safari wordings).
  /cannot read propert(y|ies) of (null|undefined)/i,
  /cannot (read|set) properties of (null|undefined)/i,
  /(null|undefined) is not an object/i,
  /\bhas no properties\b/i,
  // Not a function.
  /is not a function/i,
  // Destructure failures.
  /cannot destructure/i,
  /is not iterable/i,
  // Undefined names.
  /is not defined/i,
  /can't find variable/i,
  // Chunk load failure (webpack, esbuild/Vite dynamic imports, CSS chunks).
  /loading (css )?chunk [\w-]+ failed/i,
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
]

const RECOGNISED_NAMES = new Set(['ChunkLoadError', 'SyntaxError'])

/** Whether an error is of a kind a fresh page load may cure. */
export function isRecognisedCrash(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  if (typeof name === 'string' && RECOGNISED_NAMES.has(name)) return true
  if (typeof message !== 'string') return false
  return RECOGNISED_MESSAGES.some((pattern) => pattern.test(message))
}

/** The reload timestamps still inside the window ending at `now`. */
export function recentReloads(history: readonly number[], now: number): number[] {
  return history.filter((at) => at <= now && now - at < RELOAD_WINDOW_MS)
}

/** Whether to reload now, given the times of earlier automatic reloads. */
export function shouldAutoReload(error: unknown, history: readonly number[], now: number): boolean {
  return isRecognisedCrash(error) && recentReloads(history, now).length < MAX_AUTO_RELOADS
}

/** Reads the history from storage; anything unreadable counts as no history. */
export function readReloadHistory(storage: Pick<Storage, 'getItem'>): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RELOAD_HISTORY_KEY) ?? '[]')
    return Array.isArray(parsed)
      ? parsed.filter((at): at is number => typeof at === 'number' && Number.isFinite(at))
      : []
  } catch {
    return []
  }
}

/**
 * Decides, and if the answer is to reload, records this reload (keeping only the ones still in
 * the window). Storage that refuses to write (private mode, quota) means no reload: without a
 * record, a crash on every load would reload forever.
 */
export function claimAutoReload(
  error: unknown,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number,
): boolean {
  const history = readReloadHistory(storage)
  if (!shouldAutoReload(error, history, now)) return false
  try {
    storage.setItem(RELOAD_HISTORY_KEY, JSON.stringify([...recentReloads(history, now), now]))
  } catch {
    return false
  }
  return true
}

/** Errors already handled, so a second run of the same effect (React StrictMode) does not count twice. */
const handled = new WeakSet<object>()

/**
 * In the browser: reloads the page after RELOAD_DELAY_MS if the rule allows it, and says whether
 * it will. Call it from an effect, so it never runs during server rendering.
 */
export function scheduleAutoReload(error: unknown, win: Window = window): boolean {
  if (!error || typeof error !== 'object' || handled.has(error)) return false
  handled.add(error)
  let storage: Storage
  try {
    storage = win.sessionStorage
  } catch {
    return false // storage switched off: no record, so no reload (see claimAutoReload)
  }
  if (!claimAutoReload(error, storage, Date.now())) return false
  win.setTimeout(() => win.location.reload(), RELOAD_DELAY_MS)
  return true
}
