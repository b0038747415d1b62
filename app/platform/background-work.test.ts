import { describe, expect, it } from 'vitest'
import { backgroundWorkSettled, runInBackground } from './background-work'

describe('background work', () => {
  it('is waited for until it settles, failures and work started meanwhile included', async () => {
    const finished: string[] = []
    const after = (ms: number, name: string, fail = false) =>
      new Promise<void>((resolve, reject) =>
        setTimeout(() => {
          finished.push(name)
          if (fail) reject(new Error(name))
          else resolve()
        }, ms),
      )
    runInBackground(after(5, 'failing', true))
    runInBackground(after(10, 'first').then(() => runInBackground(after(10, 'started later'))))
    await backgroundWorkSettled()
    expect(finished.sort()).toEqual(['failing', 'first', 'started later'])
  })
})
