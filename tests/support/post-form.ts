import type { ActionFunctionArgs } from '@remix-run/node'

type RouteAction = (args: ActionFunctionArgs) => Promise<unknown>

/**
 * A page's form posted to its route action as a browser without JS sends it (urlencoded, the
 * session cookie), answered with the status and, for a form the page shows again (4xx, 5xx),
 * its messages and the values it shows again.
 */
export async function postForm(
  action: RouteAction,
  path: string,
  cookie: string,
  fields: Record<string, string | number | string[]>,
  params: Record<string, string> = {},
) {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) {
    for (const one of [value].flat()) body.append(name, String(one))
  }
  const response = (await action({
    request: new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body,
    }),
    params,
    context: {},
  })) as Response
  const reply = response.status >= 400 ? await response.json() : undefined
  return {
    status: response.status,
    errors: reply?.error as Record<string, string[]> | undefined,
    values: reply?.initialValue as Record<string, unknown> | undefined,
  }
}
