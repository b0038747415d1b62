import { parseWithZod } from '@conform-to/zod'
import { json } from '@remix-run/node'
import type { z } from 'zod'
import type { Actor } from '~/platform/actor'
import { isAppError } from '~/platform/errors.server'
import { idSchema } from '~/platform/form-fields'
import type { FormReply } from '~/platform/form-reply'
import { handleForm } from '~/platform/forms.server'
import type { SignedInArgs } from '~/platform/request-context.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { readUploadForm } from '~/platform/uploads.server'
import { MAX_FILE_BYTES } from '../../files/file-kinds'
import { completedFilesAmong, storeFormFiles } from '../files/knowledge-files.server'
import { toKnowledgeFileView } from '../files/knowledge-file-uploads.server'
import type { KnowledgeFileView } from '../files/knowledge-files'
import { divisionAddition } from './article-form-division.server'
import { sanitizeArticleHtml } from '../html.server'
import { textOf, wordDiff } from './article-versions.server'
import { ARTICLE_MESSAGES } from './articles.schema'
import type { ArticleConflict } from './components/article-form'

interface ArticleForm {
  form: FormData
  /** Why a file sent with the form (no JS) was refused; the typed fields are kept. */
  fileError?: string
  /** The files the form now holds (attached, uploaded or just stored), to show them again. */
  files: () => Promise<KnowledgeFileView[]>
}

/**
 * Reads the article form. Without JavaScript it carries its files (multipart `files` and
 * `video_file`): they are stored first and join `file_ids` / `video_file_id` as a direct upload
 * would have left them, so a form shown again after a validation error still holds them.
 */
async function readArticleForm(
  request: Request,
  actor: Actor,
  meta: RequestMeta,
): Promise<ArticleForm> {
  const form = await readUploadForm(request, { maxBytes: MAX_FILE_BYTES, fileField: 'files' })
  let fileError: string | undefined
  try {
    for (const file of await storeFormFiles(actor, meta, form, 'files')) {
      form.append('file_ids', String(file.id))
    }
    const [video] = await storeFormFiles(actor, meta, form, 'video_file')
    if (video) form.set('video_file_id', String(video.id))
  } catch (error) {
    if (!isAppError(error) || error.code !== 'VALIDATION') throw error
    fileError = Object.values(error.fieldErrors ?? {})[0]?.[0] ?? error.message
  } finally {
    form.delete('files')
    form.delete('video_file')
  }
  const files = async () => {
    const ids = [...form.getAll('file_ids'), form.get('video_file_id')].flatMap((raw) => {
      const id = anId.safeParse(raw)
      return id.success ? [id.data] : []
    })
    return (await completedFilesAmong(actor, [...new Set(ids)])).map(toKnowledgeFileView)
  }
  return { form, fileError, files }
}

const anId = idSchema(ARTICLE_MESSAGES.badId)

/** The submit buttons that change the answer list instead of saving (no-JS add/remove). */
function answerListChange(
  formData: FormData,
  schema: z.ZodTypeAny,
): Record<string, unknown> | null {
  const intent = String(formData.get('intent') ?? '')
  if (intent !== 'add-answer' && !intent.startsWith('remove-answer:')) return null
  const payload = parseWithZod(formData, { schema }).payload as Record<string, unknown>
  const answers = Array.isArray(payload.article_answers) ? [...payload.article_answers] : []
  if (intent === 'add-answer') answers.push({ answer: '' })
  else answers.splice(Number(intent.slice('remove-answer:'.length)), 1)
  return { ...payload, article_answers: answers }
}

type Saved = { title: string; body: string }

/** A 409's view: the article as saved now and as typed (both sanitized), and their word diff. */
function conflictOf(current: Saved | null, mine: Saved): ArticleConflict | undefined {
  if (!current) return undefined
  return {
    saved: { title: current.title, body: sanitizeArticleHtml(current.body) },
    mine: { title: mine.title, body: sanitizeArticleHtml(mine.body) },
    bodyDiff: wordDiff(textOf(current.body), textOf(mine.body)),
  }
}

export interface ArticleSave<Schema extends z.ZodTypeAny> {
  schema: Schema
  /** Saves by the button pressed (its intent: publish, draft, …); answers with a redirect. */
  save: (value: z.output<Schema>, intent: string) => Promise<Response>
  /** The article (or its draft) as saved now, shown next to the typed one on a 409. */
  saved: () => Promise<Saved | null>
  /** The page's buttons that do not save the form (Delete draft), by intent. */
  otherIntents?: Record<string, () => Promise<Response>>
}

/**
 * The article form's action: answer-list buttons, then handleForm with the shared schema (400
 * with messages next to the fields, a file refused on upload among them). Every answer carries
 * the views of the form's files, or the form could not show (and keep) them. A stale version is
 * a 409 that shows both versions; anything unexpected keeps what was typed and shows the seed's
 * 'Article did not save…' warning; a refusal or a missing article is the error page.
 */
export async function articleFormAction<Schema extends z.ZodTypeAny>(
  { request, actor, meta }: Pick<SignedInArgs, 'request' | 'actor' | 'meta'>,
  { schema, save, saved, otherIntents = {} }: ArticleSave<Schema>,
) {
  const { form: formData, fileError, files } = await readArticleForm(request, actor, meta)
  const intent = String(formData.get('intent') ?? 'publish')
  if (Object.hasOwn(otherIntents, intent)) return otherIntents[intent]!()
  const carry = async () => ({ files: await files() })
  const listChange = answerListChange(formData, schema)
  const division = listChange ? null : await divisionAddition(formData, schema, actor, meta)
  if (listChange || division) {
    return json<FormReply<{ files: KnowledgeFileView[] }, ArticleConflict>>({
      initialValue: (listChange ?? division!.initialValue) as never,
      error: division?.error,
      carried: await carry(),
    })
  }
  return handleForm(request, schema, (value) => save(value, intent), {
    formData,
    readErrors: fileError ? { file_ids: [fileError] } : undefined,
    carry,
    current: async (mine) => conflictOf(await saved(), mine as Saved),
    errorPages: ['FORBIDDEN', 'NOT_FOUND'],
    unexpected: ARTICLE_MESSAGES.notSaved,
  })
}
