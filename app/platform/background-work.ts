/**
 * Work the app starts without making a request wait for it (an email delivery run). Shutting
 * down waits for it to finish before the database closes, and so does the end of each test file
 * (tests/setup/worker-database.ts): otherwise a run started by one file's test went on into the
 * next file, and one still writing to the console when a test worker closed failed the run.
 * No imports, so the test setup can load it without loading the app.
 */
const running = new Set<Promise<unknown>>()

/** Keeps track of `work` until it settles. */
export function runInBackground(work: Promise<unknown>): void {
  running.add(work)
  const forget = () => running.delete(work)
  work.then(forget, forget)
}

/** Resolves once every piece of background work (including any started meanwhile) has settled. */
export async function backgroundWorkSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running])
}
