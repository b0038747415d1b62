import { uniqueIp } from '#tests/factories/request'
import { CLIENT_IP_HEADER } from '~/platform/request-meta.server'
import { remixHandler } from './remix-handler'

/** The form post a browser without JavaScript sends to `path` (multipart or urlencoded). */
export function browserPostRequest(
  cookie: string,
  path: string,
  body: FormData | URLSearchParams = new FormData(),
): Request {
  return new Request(`http://app.test${path}`, {
    method: 'POST',
    headers: {
      cookie,
      [CLIENT_IP_HEADER]: uniqueIp(),
      // A crawler's user agent: the whole page is rendered before the status is sent.
      'user-agent': 'Googlebot/2.1',
    },
    body,
  })
}

/** A page's visible text: its markup, scripts and React's text separators taken out. */
export const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")

/**
 * Posts a page's form as a browser without JavaScript does, through the app's real request
 * handler (for the given paths): the page comes back as its markup and its visible text, with
 * its status and where a redirect leads.
 */
export async function browserPoster(paths: string[]) {
  const handler = await remixHandler(paths)
  return async (cookie: string, path: string, body?: FormData | URLSearchParams) => {
    const response = await handler(browserPostRequest(cookie, path, body), {})
    const html = await response.text()
    return {
      status: response.status,
      html,
      page: visibleText(html),
      location: response.headers.get('location'),
    }
  }
}
