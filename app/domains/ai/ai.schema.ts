import { z } from 'zod'
import { KB_SEARCH } from '../search/search-constants'
import { AI_WRITING } from './ai-messages'

/**
 * What the AI search and the writing helper accept (isomorphic): the same zod schemas for the
 * REST API and the pages' JSON endpoints.
 */

export const QuerySchema = z
  .string()
  .trim()
  .min(1, 'This field may not be blank.')
  .max(KB_SEARCH.maxQueryLength)

export const ProcessArticlesSchema = z.object({
  query: QuerySchema,
  article_ids: z.array(z.coerce.number().int().positive()).max(50),
  /** Seconds (seed 000 §7 sends 30); the server never waits longer than the spec's 30 s. */
  timeout: z.coerce
    .number()
    .positive()
    .max(KB_SEARCH.processingTimeoutMs / 1000)
    .default(KB_SEARCH.processingTimeoutMs / 1000),
})

export const DialogAnswerSchema = z.object({
  query: z.string().trim().min(1).max(KB_SEARCH.maxQueryLength),
  article_ids: z.array(z.number().int().positive()).max(KB_SEARCH.limit),
})

/**
 * The openai-proxy body (seed 000 §7), bounded so the endpoint cannot be used for long chats or
 * huge answers. `model` is accepted for compatibility but the server's AI_MODEL is used: a
 * browser does not choose what the company pays for.
 */
export const WritingRequestSchema = z.object({
  model: z.string().max(100).optional(),
  temperature: z.number().min(0).max(2).default(AI_WRITING.temperature),
  max_tokens: z.number().int().min(1).max(AI_WRITING.maxTokens).default(AI_WRITING.maxTokens),
  messages: z
    .array(
      z.object({
        role: z.enum(['system', 'user', 'assistant']),
        content: z.string().trim().min(1).max(8_000),
      }),
    )
    .min(1)
    .max(20),
})
export type WritingRequest = z.output<typeof WritingRequestSchema>
