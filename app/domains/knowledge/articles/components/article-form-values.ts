import type { parseWithZod } from '@conform-to/zod'
import { ArticleSchema, type ArticleContent } from '../articles.schema'

/** The form's values and errors, in conform's payload shape. */
export type Values = Record<string, unknown>
export type Errors = Record<string, string[] | null | undefined>

export const list = (value: unknown): string[] =>
  value === undefined || value === null || value === '' ? [] : [value].flat().map(String)
export const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The form's values (conform's payload shape) of a saved article. */
export function formValuesOf(saved: ArticleContent): Values {
  return {
    title: saved.title,
    article_category: saved.article_category === null ? '' : String(saved.article_category),
    type: saved.type === null ? '' : String(saved.type),
    body: saved.body,
    visibility: String(saved.visibility),
    public_knowledgebases: saved.public_knowledgebases.map(String),
    tags: saved.tags,
    blocks: saved.blocks,
    video_file_id: saved.video_file_id === null ? '' : String(saved.video_file_id),
    file_ids: saved.file_ids.map(String),
    embed_video_url: saved.embed_video_url,
    flow_chart: saved.flow_chart === null ? '' : String(saved.flow_chart),
    assigned_responsibilities: saved.assigned_responsibilities.map(String),
    division: saved.division.map(String),
    individuals: saved.individuals.map(String),
    assigned_positions: saved.assigned_positions.map(String),
    is_assigned_to_everyone: saved.is_assigned_to_everyone ? 'on' : undefined,
    reassign_month_duration: String(saved.reassign_month_duration),
    acknowledgement_type: String(saved.acknowledgement_type),
    acknowledgement_question: saved.acknowledgement_question,
    article_answers: saved.article_answers.map((a) => ({
      answer: a.answer,
      is_correct: a.is_correct ? 'on' : undefined,
    })),
  }
}

/**
 * The values a list of form entries stands for (what local storage keeps); conform's parser is
 * passed in because the form loads it on first use (ADR 030).
 */
export function valuesOfEntries(entries: [string, string][], parse: typeof parseWithZod): Values {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return parse(data, { schema: ArticleSchema }).payload as Values
}
