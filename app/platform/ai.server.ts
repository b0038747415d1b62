/**
 * The AI provider (ARCHITECTURE: platform adapters). One implementation, 'openai', speaks the
 * chat-completions API that OpenAI and most other vendors and local servers (vLLM, Ollama,
 * LiteLLM, Azure's compatible endpoint…) offer. Configured by environment only, read on each
 * call so a deployment (or a test) can switch it without a rebuild:
 *
 * - AI_API_KEY: the bearer key. Without it (and without AI_BASE_URL) there is no provider and the
 *   features fall back (extractive answers, the writing helper explains it is not set up).
 * - AI_BASE_URL: the API root (default https://api.openai.com/v1); setting it alone is enough for
 *   a local server that needs no key.
 * - AI_MODEL: default gpt-4.1-nano (seed 000 §9).
 * - AI_TIMEOUT_MS: an upper bound on any one call (default 30 s, the spec's processing timeout).
 *
 * The key never leaves the server: browsers talk to our endpoints only.
 */

export const DEFAULT_AI_BASE_URL = 'https://api.openai.com/v1'
export const DEFAULT_AI_MODEL = 'gpt-4.1-nano'
export const DEFAULT_AI_TIMEOUT_MS = 30_000

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

export interface ChatCompletionRequest {
  messages: ChatMessage[]
  model?: string
  temperature?: number
  maxTokens?: number
  signal?: AbortSignal
  /** Gives up after this long (bounded by AI_TIMEOUT_MS). */
  timeoutMs?: number
}

export interface ChatCompletion {
  content: string
  model: string
}

/** The provider did not answer in time. */
export class AiTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The AI provider did not answer within ${timeoutMs} ms.`)
    this.name = 'AiTimeoutError'
  }
}

/** The provider answered with an HTTP error, or with an `error` field instead of an answer. */
export class AiProviderError extends Error {
  constructor(
    /** The HTTP status; 200 when a successful response carried an error field. */
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message)
    this.name = 'AiProviderError'
  }
}

/** The provider could not be reached, or its answer was not a chat completion. */
export class AiUnavailableError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'AiUnavailableError'
  }
}

/** No provider is configured (no AI_API_KEY nor AI_BASE_URL). */
export class AiNotConfiguredError extends Error {
  constructor() {
    super('No AI provider is configured.')
    this.name = 'AiNotConfiguredError'
  }
}

export interface AiProvider {
  readonly name: 'openai'
  readonly model: string
  chatCompletion(request: ChatCompletionRequest): Promise<ChatCompletion>
}

interface ErrorField {
  type?: unknown
  code?: unknown
  message?: unknown
}

function errorOf(body: unknown): ErrorField | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null
  const error = (body as { error: unknown }).error
  if (typeof error === 'string') return { message: error }
  return typeof error === 'object' && error !== null ? (error as ErrorField) : null
}

function providerError(status: number, error: ErrorField | null): AiProviderError {
  const type = String(error?.type ?? error?.code ?? 'http_error')
  const message =
    typeof error?.message === 'string' && error.message
      ? error.message
      : `The AI provider answered with HTTP ${status}.`
  return new AiProviderError(status, type, message.slice(0, 500))
}

export function createOpenAiProvider(config: {
  baseUrl: string
  apiKey?: string
  model: string
  timeoutMs: number
}): AiProvider {
  const endpoint = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`
  return {
    name: 'openai',
    model: config.model,
    async chatCompletion(request) {
      const timeoutMs = Math.min(request.timeoutMs ?? config.timeoutMs, config.timeoutMs)
      const timeout = AbortSignal.timeout(timeoutMs)
      const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout
      let response: Response
      let body: unknown
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: request.model ?? config.model,
            messages: request.messages,
            ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
            ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
          }),
          signal,
        })
        body = await response.json().catch(() => null)
      } catch (error) {
        if (timeout.aborted) throw new AiTimeoutError(timeoutMs)
        if (request.signal?.aborted) throw error
        throw new AiUnavailableError(`The AI provider could not be reached: ${String(error)}`)
      }
      const error = errorOf(body)
      if (!response.ok || error) throw providerError(response.status, error)
      const choice = (body as { choices?: { message?: { content?: unknown } }[] } | null)
        ?.choices?.[0]
      const content = choice?.message?.content
      if (typeof content !== 'string') {
        throw new AiUnavailableError('The AI provider answered without a message.')
      }
      const model = (body as { model?: unknown }).model
      return { content, model: typeof model === 'string' ? model : config.model }
    },
  }
}

/** The configured provider, or null when no AI provider is set up. */
export function aiProvider(env: NodeJS.ProcessEnv = process.env): AiProvider | null {
  const apiKey = env.AI_API_KEY?.trim() || undefined
  const baseUrl = env.AI_BASE_URL?.trim() || undefined
  if (!apiKey && !baseUrl) return null
  const timeoutMs = Number(env.AI_TIMEOUT_MS)
  return createOpenAiProvider({
    baseUrl: baseUrl ?? DEFAULT_AI_BASE_URL,
    apiKey,
    model: env.AI_MODEL?.trim() || DEFAULT_AI_MODEL,
    timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : DEFAULT_AI_TIMEOUT_MS,
  })
}
