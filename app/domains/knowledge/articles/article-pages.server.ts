import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json } from '@remix-run/node'
import type { z } from 'zod'
import { idSchema } from '~/platform/form-fields'
import type { RequestMeta } from '~/platform/request-meta.server'
import { readUploadForm } from '~/platform/uploads.server'
import { MAX_FILE_BYTES } from '../../files/file-kinds'
import { completedFilesAmong, storeFormFiles } from '../files/knowledge-files.server'
import { toKnowledgeFileView } from '../files/knowledge-file-uploads.server'
import type { KnowledgeFileView } from '../files/knowledge-files'
import { isAppError } from '~/platform/errors.server'
import { asErrorPage } from '~/platform/request-context.server'
import type { Actor } from '~/platform/actor'
import { textOf, wordDiff } from './article-versions.server'
import { ARTICLE_MESSAGES } from './articles.schema'
import type { ArticleConflict } from './components/article-form'
import { sanitizeArticleHtml } from '../html.server'

export type ArticleFormReply = {
  reply: SubmissionResult<string[]>
  conflict?: ArticleConflict
  files: KnowledgeFileView[]
}

export interface ArticleForm {
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
export async function readArticleForm(
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
): Omit<ArticleFormReply, 'files'> | null {
  const intent = String(formData.get('intent') ?? '')
  if (intent !== 'add-answer' && !intent.startsWith('remove-answer:')) return null
  const payload = parseWithZod(formData, { schema }).payload as Record<string, unknown>
  const answers = Array.isArray(payload.article_answers) ? [...payload.article_answers] : []
  if (intent === 'add-answer') answers.push({ answer: '' })
  else answers.splice(Number(intent.slice('remove-answer:'.length)), 1)
  return { reply: { initialValue: { ...payload, article_answers: answers } as never } }
}

/**
 * The article form's action: answer-list buttons, then the shared schema (400 with messages next
 * to the fields), then the service. A stale version is a 409 that shows both versions; anything
 * unexpected keeps what was typed and shows the seed's 'Article did not save…' warning.
 */
export async function articleFormAction<Schema extends z.ZodTypeAny>(
  { form: formData, fileError, files }: ArticleForm,
  schema: Schema,
  run: (value: z.output<Schema>, intent: string) => Promise<Response>,
  saved: () => Promise<{ title: string; body: string } | null>,
): Promise<Response> {
  // The form comes back with the views of its files, or it could not show (and keep) them.
  const answer = async (body: Omit<ArticleFormReply, 'files'>, status = 200) =>
    json({ ...body, files: await files() } satisfies ArticleFormReply, { status })
  const listChange = answerListChange(formData, schema)
  if (listChange) return answer(listChange)
  const submission = parseWithZod(formData, { schema })
  if (fileError) {
    return answer({ reply: submission.reply({ fieldErrors: { file_ids: [fileError] } }) }, 400)
  }
  if (submission.status !== 'success') return answer({ reply: submission.reply() }, 400)
  try {
    return await run(submission.value, String(formData.get('intent') ?? 'publish'))
  } catch (error) {
    if (!isAppError(error)) {
      console.error('[articles] save failed', error)
      return answer({ reply: submission.reply({ formErrors: [ARTICLE_MESSAGES.notSaved] }) }, 500)
    }
    if (error.code === 'FORBIDDEN' || error.code === 'NOT_FOUND') asErrorPage(error)
    if (error.code === 'CONFLICT') {
      const current = await saved()
      const mine = submission.value as { title: string; body: string }
      const conflict: ArticleConflict | undefined = current
        ? {
            saved: { title: current.title, body: sanitizeArticleHtml(current.body) },
            mine: { title: mine.title, body: sanitizeArticleHtml(mine.body) },
            bodyDiff: wordDiff(textOf(current.body), textOf(mine.body)),
          }
        : undefined
      return answer({ reply: submission.reply({ formErrors: [error.message] }), conflict }, 409)
    }
    const reply = error.fieldErrors
      ? submission.reply({ fieldErrors: error.fieldErrors })
      : submission.reply({ formErrors: [error.message] })
    return answer({ reply }, error.status)
  }
}
