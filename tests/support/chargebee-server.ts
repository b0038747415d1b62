import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A Chargebee stand-in on loopback that speaks the part of its HTTP API v2 we use: hosted
 * checkout for items, hosted page retrieval, subscription retrieval and portal sessions. Basic
 * auth with the API key, form-encoded bodies, Chargebee's JSON error shape. It records every
 * request and can be told to fail, so tests see exactly what the app sent and how it copes.
 */

export const RATE_LIMIT_MESSAGE =
  'Sorry, access has been blocked temporarily due to request count exceeding acceptable limits. Please try after some time.'

export type FailureMode = 'rate-limit' | 'server-error' | null

export interface RecordedRequest {
  method: string
  path: string
  form: Record<string, string>
  authorization: string | null
}

interface FakeSubscription {
  id: string
  customer_id: string
  status: string
  trial_end?: number
  next_billing_at?: number
  subscription_items: { item_price_id: string; item_type: string; quantity: number }[]
}

interface FakeHostedPage {
  id: string
  state: 'created' | 'succeeded' | 'cancelled'
  form: Record<string, string>
  subscriptionId?: string
}

const DAY_S = 24 * 60 * 60

export interface ChargebeeTestServer {
  url: string
  apiKey: string
  requests: RecordedRequest[]
  /** Every following request fails this way until set back to null. */
  failWith(mode: FailureMode): void
  /** A subscription that exists at "Chargebee"; returns its id. */
  addSubscription(input: {
    customerId: string
    status?: 'in_trial' | 'active' | 'cancelled'
    users?: number
    userItemPriceId?: string
  }): string
  /** Changes a subscription as if someone changed it in Chargebee. */
  updateSubscription(id: string, change: Partial<Pick<FakeSubscription, 'status'>>): void
  /** The buyer completes (or closes) the hosted page: a completed one creates a trial. */
  finishCheckout(hostedPageId: string, state?: 'succeeded' | 'cancelled'): string | undefined
  close(): Promise<void>
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' })
  res.end(JSON.stringify(body))
}

function apiError(res: ServerResponse, status: number, message: string, code: string) {
  send(res, status, {
    message,
    type: status === 429 ? 'operation_failed' : 'invalid_request',
    api_error_code: code,
    http_status_code: status,
    error_code: code,
    error_msg: message,
  })
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
}

export async function startChargebeeServer(
  apiKey = 'test_loopback_key',
): Promise<ChargebeeTestServer> {
  const requests: RecordedRequest[] = []
  const subscriptions = new Map<string, FakeSubscription>()
  const hostedPages = new Map<string, FakeHostedPage>()
  let failure: FailureMode = null
  let sequence = 0
  const nextId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(sequence += 1)}`
  const expected = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`
  let baseUrl = ''

  function addSubscription(input: Parameters<ChargebeeTestServer['addSubscription']>[0]) {
    const now = Math.floor(Date.now() / 1000)
    const status = input.status ?? 'active'
    const id = nextId('sub')
    subscriptions.set(id, {
      id,
      customer_id: input.customerId,
      status,
      ...(status === 'in_trial' ? { trial_end: now + 15 * DAY_S } : {}),
      next_billing_at: now + (status === 'in_trial' ? 15 : 30) * DAY_S,
      subscription_items: [
        { item_price_id: 'premium-USD-Monthly', item_type: 'plan', quantity: 1 },
        {
          item_price_id: input.userItemPriceId ?? 'premium-user-USD-Monthly',
          item_type: 'addon',
          quantity: input.users ?? 5,
        },
      ],
    })
    return id
  }

  function hostedPageJson(page: FakeHostedPage) {
    const subscription = page.subscriptionId ? subscriptions.get(page.subscriptionId) : undefined
    return {
      id: page.id,
      type: 'checkout_new',
      url: `${baseUrl}/pages/v3/${page.id}/`,
      state: page.state,
      embed: false,
      created_at: Math.floor(Date.now() / 1000),
      expires_at: Math.floor(Date.now() / 1000) + 3 * DAY_S,
      object: 'hosted_page',
      ...(subscription
        ? { content: { subscription, customer: { id: subscription.customer_id } } }
        : {}),
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://loopback')
    const form = req.method === 'POST' ? await readForm(req) : {}
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      form,
      authorization: req.headers.authorization ?? null,
    })
    if (req.headers.authorization !== expected) {
      return apiError(
        res,
        401,
        'Sorry, authentication failed. Invalid api key',
        'api_authentication_failed',
      )
    }
    if (failure === 'rate-limit') {
      return apiError(res, 429, RATE_LIMIT_MESSAGE, 'api_request_limit_exceeded')
    }
    if (failure === 'server-error') {
      return apiError(res, 500, 'Sorry, something went wrong.', 'internal_error')
    }
    const path = url.pathname
    let match: RegExpMatchArray | null
    if (req.method === 'POST' && path === '/api/v2/hosted_pages/checkout_new_for_items') {
      if (!form['subscription_items[item_price_id][0]']) {
        return apiError(
          res,
          400,
          'subscription_items[item_price_id][0] : cannot be blank',
          'param_wrong_value',
        )
      }
      const page: FakeHostedPage = { id: nextId('hp'), state: 'created', form }
      hostedPages.set(page.id, page)
      return send(res, 200, { hosted_page: hostedPageJson(page) })
    }
    if (req.method === 'GET' && (match = path.match(/^\/api\/v2\/hosted_pages\/([^/]+)$/))) {
      const page = hostedPages.get(decodeURIComponent(match[1]!))
      if (!page)
        return apiError(res, 404, "Sorry, we couldn't find that resource", 'resource_not_found')
      return send(res, 200, { hosted_page: hostedPageJson(page) })
    }
    if (req.method === 'GET' && (match = path.match(/^\/api\/v2\/subscriptions\/([^/]+)$/))) {
      const subscription = subscriptions.get(decodeURIComponent(match[1]!))
      if (!subscription) {
        return apiError(res, 404, "Sorry, we couldn't find that resource", 'resource_not_found')
      }
      return send(res, 200, {
        subscription: { ...subscription, object: 'subscription' },
        customer: { id: subscription.customer_id, object: 'customer' },
      })
    }
    if (req.method === 'POST' && path === '/api/v2/portal_sessions') {
      const customerId = form['customer[id]']
      if (!customerId) {
        return apiError(res, 400, 'customer[id] : cannot be blank', 'param_wrong_value')
      }
      const id = nextId('portal')
      return send(res, 200, {
        portal_session: {
          id,
          token: `token_${id}`,
          access_url: `${baseUrl}/portal/v2/access/${id}`,
          status: 'created',
          customer_id: customerId,
          redirect_url: form.redirect_url,
          object: 'portal_session',
        },
      })
    }
    return apiError(res, 404, "Sorry, we couldn't find that resource", 'resource_not_found')
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      apiError(res, 500, String(error), 'internal_error')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: baseUrl,
    apiKey,
    requests,
    failWith(mode) {
      failure = mode
    },
    addSubscription,
    updateSubscription(id, change) {
      const subscription = subscriptions.get(id)
      if (subscription) Object.assign(subscription, change)
    },
    finishCheckout(hostedPageId, state = 'succeeded') {
      const page = hostedPages.get(hostedPageId)
      if (!page) return undefined
      page.state = state
      if (state === 'succeeded') {
        page.subscriptionId = addSubscription({
          customerId: page.form['customer[id]']!,
          status: 'in_trial',
          users: Number(page.form['subscription_items[quantity][1]'] ?? 1),
          userItemPriceId: page.form['subscription_items[item_price_id][1]'],
        })
      }
      return page.subscriptionId
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
