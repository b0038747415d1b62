import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json } from '@remix-run/node'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import { db } from '~/platform/db.server'
import { ownedBy } from '~/platform/tenancy.server'
import { idSchema } from '~/platform/form-fields'
import type { RequestMeta } from '~/platform/request-meta.server'
import { readUploadForm } from '~/platform/uploads.server'
import { MAX_FILE_BYTES } from '../files/file-kinds'
import { completedFilesAmong, storeFormFiles } from './knowledge-files.server'
import { toKnowledgeFileView } from './knowledge-file-uploads.server'
import type { KnowledgeFileView } from './knowledge-files'
import { isAppError } from '~/platform/errors.server'
import { asErrorPage } from '~/platform/request-context.server'
import type { Actor } from '~/platform/actor'
import { memberships, users } from '../accounts/accounts.tables'
import { articleChartView } from '../flowchart/flowchart.server'
import { divisions, positions, responsibilities } from '../org/org.tables'
import { listArticleTypes } from './article-types.server'
import { listCategoryTree } from './categories.server'
import { textOf, wordDiff } from './article-versions.server'
import { ARTICLE_MESSAGES } from './articles.schema'
import { aiProvider } from '~/platform/ai.server'
import type { ArticleChoices, ArticleConflict } from './components/article-form'
import { sanitizeArticleHtml } from './html.server'
import { can } from './knowledge.policy'
import { publicKnowledgebases } from './knowledge.tables'

/** The writing pages are for KB admins; anyone else gets the 403 page (the services refuse too). */
export function requireKnowledgeAdmin(actor: Actor): void {
  if (!can(actor, 'article.author')) throw new Response('Forbidden', { status: 403 })
}

/** How many options an assignment list offers (chosen ones always come on top of these). */
export const ASSIGNMENT_CHOICES_LIMIT = 100

/** Everything the article form offers: the category tree, types and the assignment lists. */
export async function articleFormChoices(
  actor: Actor,
  chosen: {
    responsibilities: number[]
    divisions: number[]
    positions: number[]
    people: number[]
    /** Attached files and the recorded video. */
    files: number[]
    /** The decision chart the article shows (the editor starts from it; no JS: its drawing). */
    flowChart?: number | null
  },
): Promise<ArticleChoices> {
  const companyId = actor.companyId
  // Chosen ones sort first, so a long list never hides what the article is assigned to.
  const chosenFirst = (column: AnyPgColumn, ids: number[]) =>
    sql`${column} in ${ids.length ? ids : [0]} desc`
  const [categories, types, kbs, resp, divs, pos, people, files, flowChart] = await Promise.all([
    listCategoryTree(companyId),
    listArticleTypes(companyId),
    db
      .select({ id: publicKnowledgebases.id, name: publicKnowledgebases.name })
      .from(publicKnowledgebases)
      .where(ownedBy(publicKnowledgebases, { companyId }))
      .orderBy(asc(publicKnowledgebases.name)),
    db
      .select({ id: responsibilities.id, name: responsibilities.title })
      .from(responsibilities)
      .where(ownedBy(responsibilities, { companyId }))
      .orderBy(
        chosenFirst(responsibilities.id, chosen.responsibilities),
        asc(responsibilities.title),
      )
      .limit(ASSIGNMENT_CHOICES_LIMIT + chosen.responsibilities.length),
    db
      .select({ id: divisions.id, name: divisions.name })
      .from(divisions)
      .where(ownedBy(divisions, { companyId }))
      .orderBy(chosenFirst(divisions.id, chosen.divisions), asc(divisions.name))
      .limit(ASSIGNMENT_CHOICES_LIMIT + chosen.divisions.length),
    db
      .select({ id: positions.id, name: positions.name })
      .from(positions)
      .where(ownedBy(positions, { companyId }))
      .orderBy(chosenFirst(positions.id, chosen.positions), asc(positions.name))
      .limit(ASSIGNMENT_CHOICES_LIMIT + chosen.positions.length),
    db
      .select({
        id: memberships.id,
        name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(ownedBy(memberships, { companyId }), eq(memberships.isActive, true)))
      .orderBy(chosenFirst(memberships.id, chosen.people), asc(memberships.sortName))
      .limit(ASSIGNMENT_CHOICES_LIMIT + chosen.people.length),
    completedFilesAmong(actor, chosen.files),
    articleChartView(actor, chosen.flowChart),
  ])
  const byName = <T extends { name: string }>(rows: T[]) =>
    rows.sort((a, b) => a.name.localeCompare(b.name))
  return {
    categories,
    types,
    publicKnowledgebases: kbs,
    responsibilities: byName(resp),
    divisions: byName(divs),
    positions: byName(pos),
    people: byName(people),
    files: files.map(toKnowledgeFileView),
    flowChart,
    aiWriting: aiProvider() !== null,
  }
}

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
