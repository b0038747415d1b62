import { browserPostRequest, visibleText } from './browser-post'
import { remixHandler } from './remix-handler'

/** A page as the app answered it: status, markup, visible text, where a redirect leads. */
export interface AnsweredPage {
  status: number
  body: string
  page: string
  location: string | null
}

/**
 * Opens and posts pages as a browser without JavaScript does, through the app's real request
 * handler for the given paths (one handler per test file: building it costs seconds).
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
    }
  }
  return {
    get: (cookie: string, path: string) =>
      send(new Request(`http://app.test${path}`, { headers: { cookie } })),
    post: (cookie: string, path: string, fields: [string, string][]) =>
      send(browserPostRequest(cookie, path, new URLSearchParams(fields))),
  }
}
