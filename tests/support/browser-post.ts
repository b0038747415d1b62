import { uniqueIp } from '#tests/factories/request'
import { CLIENT_IP_HEADER } from '~/platform/request-meta.server'
import { remixHandler } from './remix-handler'

/**
 * Posts a page's form as a browser without JavaScript does, through the app's real request
 * handler (for the given paths): the page comes back as its visible text, with its status and
 * where a redirect leads.
 */
export async function browserPoster(paths: string[]) {
  const handler = await remixHandler(paths)
  return async (cookie: string, path: string, body: FormData = new FormData()) => {
    const response = await handler(
      new Request(`http://app.test${path}`, {
        method: 'POST',
        headers: {
          cookie,
          [CLIENT_IP_HEADER]: uniqueIp(),
          // A crawler's user agent: the whole page is rendered before the status is sent.
          'user-agent': 'Googlebot/2.1',
        },
        body,
      }),
      {},
    )
    const page = (await response.text())
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
    return { status: response.status, page, location: response.headers.get('location') }
  }
}
