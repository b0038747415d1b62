import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export const SLACK_STAND_IN = {
  clientId: 'client-123',
  clientSecret: 'secret-456',
  goodCode: 'code-that-works',
  botToken: 'xoxb-stand-in-token',
  team: { id: 'T0001', name: 'Acme Workspace' },
}

/**
 * A stand-in for Slack's OAuth code exchange (POST {api}/oauth.v2.access) on loopback, answering
 * as Slack does: the bot token and workspace for the right client credentials and code, else
 * `{ok: false, error}` with HTTP 200. It records each form it received.
 */
export async function startSlackOAuthServer() {
  const received: Record<string, string>[] = []
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
    received.push(form)
    const answer =
      request.url !== '/api/oauth.v2.access'
        ? { ok: false, error: 'unknown_method' }
        : form.client_id !== SLACK_STAND_IN.clientId ||
            form.client_secret !== SLACK_STAND_IN.clientSecret
          ? { ok: false, error: 'invalid_client' }
          : form.code !== SLACK_STAND_IN.goodCode
            ? { ok: false, error: 'invalid_code' }
            : {
                ok: true,
                access_token: SLACK_STAND_IN.botToken,
                token_type: 'bot',
                scope: 'chat:write,channels:read',
                team: SLACK_STAND_IN.team,
              }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(answer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    /** The API root to put in SLACK_API_URL. */
    url: `http://127.0.0.1:${port}/api`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
