import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'

/**
 * A stand-in for an OpenAI-compatible chat-completions endpoint on loopback
 * (POST {base}/chat/completions). It records every request (so tests assert on the prompt the app
 * really sent) and answers by rules: content, a delay, an HTTP error or an `error` field in a
 * 200 answer. Vitest starts it in-process; the browser suite runs this file as a webServer:
 *
 *   CHAT_COMPLETIONS_PORT=3630 node --import tsx tests/support/chat-completions-server.ts
 */

export interface RecordedChatRequest {
  path: string
  authorization: string | null
  body: {
    model?: string
    temperature?: number
    max_tokens?: number
    messages?: { role: string; content: string }[]
  }
}

export interface ChatRule {
  /** Applies when the request's messages contain this text; a rule without it always applies. */
  when?: string
  content?: string
  delayMs?: number
  /** Answer with this HTTP status and an OpenAI-style error body. */
  status?: number
  /** The error field ({type, message}) of an error answer, or of a 200 answer without status. */
  error?: { type: string; message: string }
}

export interface ChatCompletionsServer {
  /** The API root to put in AI_BASE_URL. */
  url: string
  requests: RecordedChatRequest[]
  /** Rules tried before the built-in answer, in order; replaces the earlier ones. */
  respondWith(...rules: ChatRule[]): void
  close(): Promise<void>
}

/**
 * Without a rule: cite the first article of the prompt (a line starting with its [#id] marker), as
 * the answer prompt asks; a prompt without articles (the writing helper) gets a small HTML draft.
 */
function builtInAnswer(prompt: string): string {
  const cited = /^\[#(\d+)\]/m.exec(prompt)
  return cited
    ? `<p>The articles answer this. See the source [#${cited[1]}].</p>`
    : '<h1>Generated draft</h1><p>Written by the test model.</p>'
}

/** The rules the browser suite's server follows: article titles or prompts carry the keyword. */
export const E2E_RULES: ChatRule[] = [
  { when: 'e2e-slow', delayMs: 10_000 },
  {
    when: 'e2e-http-error',
    status: 500,
    error: { type: 'server_error', message: 'The test model is down.' },
  },
  {
    when: 'e2e-error-field',
    error: { type: 'invalid_request_error', message: 'The test model refused the prompt.' },
  },
]

function readJson(request: IncomingMessage): Promise<RecordedChatRequest['body']> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      } catch {
        resolve({})
      }
    })
  })
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

export async function startChatCompletionsServer(
  options: { port?: number; rules?: ChatRule[] } = {},
): Promise<ChatCompletionsServer> {
  const requests: RecordedChatRequest[] = []
  let rules: ChatRule[] = options.rules ?? []
  const pending = new Set<NodeJS.Timeout>()

  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      return send(response, 404, { error: { type: 'not_found', message: 'Unknown path.' } })
    }
    const body = await readJson(request)
    requests.push({ path: request.url, authorization: request.headers.authorization ?? null, body })
    const prompt = (body.messages ?? []).map((message) => message.content).join('\n')
    const rule = rules.find((candidate) => !candidate.when || prompt.includes(candidate.when))
    if (rule?.delayMs) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(timer)
          resolve()
        }, rule.delayMs)
        pending.add(timer)
      })
      if (response.destroyed) return
    }
    if (rule?.status) return send(response, rule.status, { error: rule.error ?? null })
    if (rule?.error) return send(response, 200, { error: rule.error })
    send(response, 200, {
      id: `chatcmpl-${requests.length}`,
      object: 'chat.completion',
      model: body.model ?? 'test-model',
      choices: [
        {
          index: 0,
          finish_reason: 'stop',
          message: { role: 'assistant', content: rule?.content ?? builtInAnswer(prompt) },
        },
      ],
    })
  })

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith(...next) {
      rules = next
    },
    close() {
      for (const timer of pending) clearTimeout(timer)
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.CHAT_COMPLETIONS_PORT)
  if (!Number.isInteger(port) || port <= 0) {
    throw new Error('CHAT_COMPLETIONS_PORT must be set to the port to listen on')
  }
  const server = await startChatCompletionsServer({ port, rules: E2E_RULES })
  console.log(`chat-completions stand-in on ${server.url}`)
}
