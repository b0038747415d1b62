import { describe, expect, it } from 'vitest'
import {
  claimAutoReload,
  isRecognisedCrash,
  MAX_AUTO_RELOADS,
  readReloadHistory,
  RELOAD_DELAY_MS,
  RELOAD_HISTORY_KEY,
  RELOAD_WINDOW_MS,
  scheduleAutoReload,
  shouldAutoReload,
} from './crash-reload'

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

/** Real errors thrown by the engine, so the patterns match what browsers actually say. */
function thrown(run: () => unknown): Error {
  try {
    run()
  } catch (error) {
    return error as Error
  }
  throw new Error('expected the function to throw')
}

describe('the seed constants', () => {
  it('are 2 reloads within 60 000 ms after a 5 ms delay', () => {
    expect([MAX_AUTO_RELOADS, RELOAD_WINDOW_MS, RELOAD_DELAY_MS]).toEqual([2, 60_000, 5])
  })
})

describe('isRecognisedCrash', () => {
  const none: unknown = null
  const recognised: [string, unknown][] = [
    ['a read of a null property', thrown(() => (none as { a: number }).a)],
    ['a read of an undefined property', thrown(() => (undefined as unknown as { a: 1 }).a)],
    [
      'Safari: undefined is not an object',
      new TypeError("undefined is not an object (evaluating 'a.b')"),
    ],
    [
      'Firefox: null has no properties',
      new TypeError('can\'t access property "b", a is null has no properties'),
    ],
    ['not a function', thrown(() => (({}) as { f: () => void }).f())],
    [
      'an object destructure failure',
      thrown(() => {
        const { a } = none as { a: 1 }
        return a
      }),
    ],
    [
      'an array destructure failure',
      thrown(() => {
        const [a] = none as unknown as [1]
        return a
      }),
    ],
    ['an undefined name', thrown(() => new Function('return notDeclaredAnywhere')())],
    ['Safari: an undefined name', new ReferenceError("Can't find variable: notDeclaredAnywhere")],
    ['a syntax error', thrown(() => new Function('return {'))],
    [
      'a webpack chunk failure',
      Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
    ],
    [
      'a dynamic import failure (Chromium)',
      new TypeError('Failed to fetch dynamically imported module: https://example.test/build/a.js'),
    ],
    [
      'a dynamic import failure (Firefox)',
      new TypeError('error loading dynamically imported module'),
    ],
    ['a dynamic import failure (Safari)', new TypeError('Importing a module script failed.')],
  ]
  it.each(recognised)('recognises %s', (_label, error) => {
    expect(isRecognisedCrash(error)).toBe(true)
  })

  const others: [string, unknown][] = [
    ['an ordinary error', new Error('Payment provider declined the card')],
    ['a range error', new RangeError('Invalid time value')],
    ['a thrown Response-like value', { status: 500, statusText: 'Internal Server Error' }],
    ['a string', 'is not a function'],
    ['nothing', undefined],
  ]
  it.each(others)('does not recognise %s', (_label, error) => {
    expect(isRecognisedCrash(error)).toBe(false)
  })
})

describe('shouldAutoReload', () => {
  const crash = new TypeError("Cannot read properties of undefined (reading 'x')")
  const now = 1_000_000

  it('reloads after a recognised crash with no earlier reloads', () => {
    expect(shouldAutoReload(crash, [], now)).toBe(true)
  })

  it('reloads a second time, but not a third, within the window', () => {
    expect(shouldAutoReload(crash, [now - 10_000], now)).toBe(true)
    expect(shouldAutoReload(crash, [now - 10_000, now - 5_000], now)).toBe(false)
  })

  it('forgets reloads older than 60 000 ms', () => {
    expect(shouldAutoReload(crash, [now - RELOAD_WINDOW_MS, now - 5_000], now)).toBe(true)
    expect(shouldAutoReload(crash, [now - RELOAD_WINDOW_MS + 1, now - 5_000], now)).toBe(false)
  })

  it('ignores timestamps from the future (a clock set back)', () => {
    expect(shouldAutoReload(crash, [now + 1_000, now + 2_000], now)).toBe(true)
  })

  it('never reloads after an unrecognised error', () => {
    expect(shouldAutoReload(new Error('Database is down'), [], now)).toBe(false)
  })
})

describe('claimAutoReload', () => {
  const crash = new TypeError('x is not a function')

  it('records each reload and refuses the third one in the window', () => {
    const storage = memoryStorage()
    expect(claimAutoReload(crash, storage, 1_000)).toBe(true)
    expect(claimAutoReload(crash, storage, 2_000)).toBe(true)
    expect(claimAutoReload(crash, storage, 3_000)).toBe(false)
    expect(readReloadHistory(storage)).toEqual([1_000, 2_000])
    // A minute after the first reload one slot is free again; old entries are dropped.
    expect(claimAutoReload(crash, storage, 61_000)).toBe(true)
    expect(readReloadHistory(storage)).toEqual([2_000, 61_000])
  })

  it('does not record anything for an unrecognised error', () => {
    const storage = memoryStorage()
    expect(claimAutoReload(new Error('boom'), storage, 1_000)).toBe(false)
    expect(storage.items.size).toBe(0)
  })

  it('treats unreadable history as none', () => {
    const storage = memoryStorage({ [RELOAD_HISTORY_KEY]: '{not json' })
    expect(claimAutoReload(crash, storage, 1_000)).toBe(true)
    expect(readReloadHistory(storage)).toEqual([1_000])
    expect(readReloadHistory(memoryStorage({ [RELOAD_HISTORY_KEY]: '["x", 5, null]' }))).toEqual([
      5,
    ])
  })

  it('does not reload when the history cannot be written (it could loop forever)', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('QuotaExceededError')
      },
    }
    expect(claimAutoReload(crash, storage, 1_000)).toBe(false)
  })
})

describe('scheduleAutoReload', () => {
  function fakeWindow() {
    const timers: { delay: number; run: () => void }[] = []
    let reloads = 0
    const win = {
      sessionStorage: memoryStorage(),
      setTimeout: (run: () => void, delay: number) => timers.push({ delay, run }),
      location: { reload: () => void reloads++ },
    }
    return { win: win as unknown as Window, timers, reloads: () => reloads }
  }

  it('reloads 5 ms later, and only once for the same error even if the effect runs twice', () => {
    const { win, timers, reloads } = fakeWindow()
    const crash = new TypeError('x is not a function')
    expect(scheduleAutoReload(crash, win)).toBe(true)
    expect(scheduleAutoReload(crash, win)).toBe(false)
    expect(timers.map((timer) => timer.delay)).toEqual([RELOAD_DELAY_MS])
    expect(reloads()).toBe(0)
    timers[0]!.run()
    expect(reloads()).toBe(1)
  })

  it('stops after two reloads: the third crash keeps the error screen', () => {
    const { win, timers } = fakeWindow()
    const crashes = [1, 2, 3].map(() => new SyntaxError('Unexpected token'))
    expect(crashes.map((crash) => scheduleAutoReload(crash, win))).toEqual([true, true, false])
    expect(timers).toHaveLength(2)
  })

  it('does not reload when session storage is switched off', () => {
    const win = {
      get sessionStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
      setTimeout: () => {
        throw new Error('must not schedule')
      },
    } as unknown as Window
    expect(scheduleAutoReload(new TypeError('x is not a function'), win)).toBe(false)
  })
})
