import {
  AiNotConfiguredError,
  AiProviderError,
  AiTimeoutError,
  AiUnavailableError,
  aiProvider,
  type AiProvider,
  type ChatMessage,
  DEFAULT_AI_TIMEOUT_MS,
} from '~/platform/ai.server'
import { validated } from '~/platform/api.server'
import { audit } from '~/platform/audit.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { sanitizeArticleHtml } from '../knowledge/html.server'
import { can } from '../knowledge/knowledge.policy'
import { NO_PROVIDER_DETAIL } from './ai-messages'
import { WritingRequestSchema, type WritingRequest } from './ai.schema'

/** The §9 prompt rules, as the system message every writing request starts with. */
export function writingSystemPrompt(companyName: string): string {
  return [
    `You write knowledge base articles for the company ${companyName}.`,
    'Answer with HTML only: no Markdown, no code fences, no <html>, <head> or <body> wrapper.',
    'Use <h1> for titles, then <h2>, <p>, <ul>, <ol>, <li>, <strong> and <em> as needed.',
    `Use the company name "${companyName}" wherever the text refers to the company.`,
    'Do not refer to an employee handbook or to HR (human resources) in the text.',
  ].join('\n')
}

/** Who may call the writing helper: the people who write articles (KB and company admins). */
export function mayUseWritingHelper(actor: Actor): boolean {
  return can(actor, 'article.author')
}

/** Refuses (403) anyone else; the API asks before it reads the request. */
export async function authorizeWritingHelper(actor: Actor): Promise<void> {
  if (!mayUseWritingHelper(actor)) throw AppError.forbidden()
}

/** Models sometimes wrap HTML in a Markdown fence despite the prompt. */
function unfenced(content: string): string {
  return content
    .trim()
    .replace(/^```(?:html)?\s*/i, '')
    .replace(/\s*```$/, '')
}

/**
 * One writing request through the provider: the client's system messages are replaced by ours,
 * the answer is sanitized with the knowledge base's HTML rules. Audited (who, model, outcome),
 * never the prompt.
 */
export async function writeWithAi(
  actor: Actor,
  input: WritingRequest,
  meta: RequestMeta,
  provider: AiProvider | null = aiProvider(),
): Promise<{ content: string; model: string }> {
  await authorizeWritingHelper(actor)
  if (!provider) throw new AiNotConfiguredError()
  const messages: ChatMessage[] = [
    { role: 'system', content: writingSystemPrompt(actor.companyName) },
    ...input.messages.filter((message) => message.role !== 'system'),
  ]
  const record = (outcome: 'success' | 'failure', reason?: string) =>
    audit(db, meta, {
      action: 'ai.write',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      outcome,
      details: { provider: provider.name, model: provider.model, ...(reason ? { reason } : {}) },
    })
  try {
    const completion = await provider.chatCompletion({
      messages,
      temperature: input.temperature,
      maxTokens: input.max_tokens,
      timeoutMs: DEFAULT_AI_TIMEOUT_MS,
    })
    await record('success')
    return { content: sanitizeArticleHtml(unfenced(completion.content)), model: completion.model }
  } catch (error) {
    await record('failure', error instanceof Error ? error.name : 'error')
    throw error
  }
}

/**
 * The proxy's answer in the chat-completions shape the editor reads, as status and body, for
 * both doors to it (the REST endpoint and the editor's same-origin route): 503 without a
 * provider, 502 with the provider's error field when it failed, 200 with an error field when it
 * answered one, 504 when it was too slow.
 */
export async function proxyReply(
  actor: Actor,
  body: unknown,
  meta: RequestMeta,
): Promise<{ status: 200 | 502 | 503 | 504; body: unknown }> {
  const input = validated(WritingRequestSchema, body)
  try {
    const { content, model } = await writeWithAi(actor, input, meta)
    return {
      status: 200,
      body: {
        object: 'chat.completion',
        model,
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
      },
    }
  } catch (error) {
    if (error instanceof AiNotConfiguredError) {
      return { status: 503, body: { detail: NO_PROVIDER_DETAIL } }
    }
    if (error instanceof AiTimeoutError) {
      return { status: 504, body: { detail: 'The AI provider did not answer in time.' } }
    }
    if (error instanceof AiProviderError) {
      const field = { type: error.type, message: error.message }
      return error.status === 200
        ? { status: 200, body: { error: field } }
        : { status: 502, body: { detail: 'The AI provider answered with an error.', error: field } }
    }
    if (error instanceof AiUnavailableError) {
      return { status: 502, body: { detail: 'The AI provider could not be reached.' } }
    }
    throw error
  }
}
