import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export const SLACK_STAND_IN = {
  clientId: 'client-123',
  clientSecret: 'secret-456',
  goodCode: 'code-that-works',
  botToken: 'xoxb-stand-in-token',
  team: { id: 'T0001', name: 'Acme Workspace' },
  channels: [
    { id: 'C0002', name: 'random' },
    { id: 'C0001', name: 'general' },
  ],
}

type Form = Record<string, string>

/** What each Web API method answers to the bot token (conversations.list, chat.postMessage). */
function webApiAnswer(method: string, form: Form, posts: Form[]) {
  if (method === 'conversations.list') {
    const channels = SLACK_STAND_IN.channels.map((channel) => ({ ...channel, is_member: true }))
    return { ok: true, channels, response_metadata: { next_cursor: '' } }
  }
  if (method === 'chat.postMessage') {
    if (!SLACK_STAND_IN.channels.some((channel) => channel.id === form.channel)) {
      return { ok: false, error: 'channel_not_found' }
    }
    posts.push(form)
    return { ok: true, channel: form.channel, ts: `${Date.now()}.000100` }
  }
  return { ok: false, error: 'unknown_method' }
}

function oauthAnswer(form: Form) {
  if (
    form.client_id !== SLACK_STAND_IN.clientId ||
    form.client_secret !== SLACK_STAND_IN.clientSecret
  ) {
    return { ok: false, error: 'invalid_client' }
  }
  if (form.code !== SLACK_STAND_IN.goodCode) return { ok: false, error: 'invalid_code' }
  return {
    ok: true,
    access_token: SLACK_STAND_IN.botToken,
    token_type: 'bot',
    scope: 'chat:write,channels:read',
    team: SLACK_STAND_IN.team,
  }
}

/**
 * A stand-in for Slack on loopback, answering as Slack does (`{ok: false, error}` with HTTP 200
 * when refused): the OAuth code exchange (POST {api}/oauth.v2.access) gives the bot token and
 * workspace for the right client credentials and code; the Web API methods the app calls with
 * that bot token list the channels and take posts. It records each form it received, and the
 * posts apart.
 */
export async function startSlackOAuthServer() {
  const received: Form[] = []
  const posts: Form[] = []
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
    received.push(form)
    const method = request.url?.replace(/^\/api\//, '') ?? ''
    const answer =
      method === 'oauth.v2.access'
        ? oauthAnswer(form)
        : request.headers.authorization !== `Bearer ${SLACK_STAND_IN.botToken}`
          ? { ok: false, error: 'invalid_auth' }
          : webApiAnswer(method, form, posts)
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(answer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    /** The API root to put in SLACK_API_URL. */
    url: `http://127.0.0.1:${port}/api`,
    received,
    /** The chat.postMessage forms it took, in order. */
    posts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
