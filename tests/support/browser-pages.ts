import { beforeAll } from 'vitest'
import { browserPostRequest, visibleText } from './browser-post'
import { remixHandler } from './remix-handler'

/** A page as the app answered it: status, markup, visible text, where a redirect leads. */
export interface AnsweredPage {
  status: number
  body: string
  page: string
  location: string | null
  headers: Headers
}

/** What a form posts: its fields in order (urlencoded), or a multipart body (a file input). */
export type PostedForm = [string, string][] | FormData | URLSearchParams

/**
 * Opens and posts pages as a browser without JavaScript does, through the app's real request
 * handler for the given paths (one handler per test file: building it costs seconds). A
 * crawler's user agent makes the app render the whole page before it sends the status.
 */
export async function browserPages(paths: string[]) {
  const handler = await remixHandler(paths)
  async function send(request: Request): Promise<AnsweredPage> {
    const response = await handler(request, {})
    const body = await response.text()
    return {
      status: response.status,
      body,
      page: visibleText(body),
      location: response.headers.get('location'),
      headers: response.headers,
    }
  }
  return {
    send,
    get: (cookie: string, path: string, headers: Record<string, string> = {}) =>
      send(
        new Request(`http://app.test${path}`, {
          headers: { cookie, 'user-agent': 'Googlebot/2.1', ...headers },
        }),
      ),
    post: (cookie: string, path: string, form: PostedForm = new FormData()) =>
      send(
        browserPostRequest(cookie, path, Array.isArray(form) ? new URLSearchParams(form) : form),
      ),
  }
}

type Pages = Awaited<ReturnType<typeof browserPages>>

/**
 * `browserPages` for a whole test file: the handler is built before its tests (beforeAll), and
 * `get`, `post` and `send` can be taken at the top of the file.
 */
export function pagesOfThisFile(paths: string[]): Pages {
  let pages: Pages | undefined
  beforeAll(async () => {
    pages = await browserPages(paths)
  }, 120_000)
  const built = () => {
    if (!pages) throw new Error('The pages are built before the tests (beforeAll).')
    return pages
  }
  return {
    send: (request) => built().send(request),
    get: (...args) => built().get(...args),
    post: (...args) => built().post(...args),
  }
}

/** A multipart form body of text fields, as a form with a file input posts them. */
export function multipartForm(fields: [string, string][]): FormData {
  const body = new FormData()
  for (const [name, value] of fields) body.append(name, value)
  return body
}
