import { json, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import type { ComponentProps } from 'react'
import { authorize } from '~/platform/authorize.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { routeId, signedIn, type SignedInArgs } from '~/platform/request-context.server'
import { addArticleToCourseSection, courseSectionOf } from '../../courses/course-article.server'
import { courseEditPath } from '../../courses/course-paths'
import { optionalId } from '~/platform/form-fields'
import { can } from '../knowledge.policy'
import { listArticleTemplates, templateStart } from '../templates/article-templates.server'
import { ARTICLE_STATUS } from '../knowledge-constants'
import { choicesFor } from './article-choices.server'
import { articleFormAction, type ArticleSave } from './article-pages.server'
import { contentOf } from './article-records.server'
import {
  ARTICLE_PAGE_MESSAGES as SAVED,
  ARTICLES_PATH,
  ArticleEditSchema,
  ArticleSchema,
  articleDraftPath,
  articleEditPath,
  articlePath,
} from './articles.schema'
import {
  createArticle,
  deleteDraft,
  getDraft,
  publishDraft,
  saveDraft,
  updateArticle,
} from './articles.server'
import type { ArticleForm } from './components/article-form'

/**
 * The loaders and actions of the article form's three pages (create, edit, a published
 * article's draft), each as signed-in author: the page gives the form the props the loader
 * composed (`form`) and the action's last answer.
 */

type ArticleFormProps = Omit<ComponentProps<typeof ArticleForm>, 'reply'>

/**
 * A loader or action of the article form's pages: signed in, and allowed to write articles (a
 * refusal is audited and is the 403 page).
 */
const asAuthor = <Result>(
  args: LoaderFunctionArgs,
  handler: (context: SignedInArgs) => Promise<Result>,
) =>
  signedIn(args, async (context) => {
    await authorize(context, can, 'article.author')
    return handler(context)
  })

/** A save's end: the page it leads to, with the message saying what was done. */
const savedTo = (to: string, message: string) => redirectWithFlash(to, { kind: 'success', message })

/** An existing article's form, showing `saved`: the article, or its pending draft's content. */
async function existingArticleForm(
  actor: SignedInArgs['actor'],
  { article, draft }: Awaited<ReturnType<typeof getDraft>>,
  mode: 'published' | 'unpublished' | 'draft',
  saved: ArticleFormProps['saved'],
): Promise<ArticleFormProps> {
  const onDraft = mode === 'draft'
  return {
    mode,
    saved,
    choices: await choicesFor(actor, saved),
    version: article.version,
    draftVersion: draft?.version ?? 0,
    storageKey: onDraft ? `${article.id}:draft` : String(article.id),
    serverUpdatedAt: (onDraft ? draft?.updated_at : null) ?? article.updated_at,
    cancelTo: articlePath(article.id),
  }
}

/** The action of an existing article's form: its id (from the URL) and the edit schema. */
const existingArticleAction = (
  args: LoaderFunctionArgs,
  form: (
    id: number,
    context: SignedInArgs,
  ) => Omit<ArticleSave<typeof ArticleEditSchema>, 'schema'>,
) =>
  asAuthor(args, (context) =>
    articleFormAction(context, {
      schema: ArticleEditSchema,
      ...form(routeId(context.params.id), context),
    }),
  )

/** The fields Save and add another keeps (seed §4), carried in the query string. */
const KEPT = [
  'article_category',
  'type',
  'visibility',
  'assigned_responsibilities',
  'reassign_month_duration',
] as const

/** A new article's form, with the fields Save and add another kept (seed §4). */
export const createArticlePage = {
  load: (args: LoaderFunctionArgs) =>
    asAuthor(args, async ({ actor, meta, request }) => {
      const inCourse = courseSectionOf(request)
      const url = new URL(request.url)
      const kept = Object.fromEntries(
        KEPT.filter((key) => url.searchParams.has(key)).map((key) => [
          key,
          key === 'assigned_responsibilities'
            ? url.searchParams.getAll(key)
            : url.searchParams.get(key),
        ]),
      )
      const parsed = ArticleSchema.innerType().partial().safeParse(kept)
      // "New article from template": the subject article's blocks (a stranger's id is the 404).
      const templateId = optionalId('').catch(null).parse(url.searchParams.get('template'))
      const start = templateId ? await templateStart(actor, templateId, meta) : {}
      const saved = ArticleSchema.innerType().parse({
        ...(parsed.success ? parsed.data : {}),
        ...start,
      })
      const form: ArticleFormProps = {
        mode: 'create',
        saved,
        choices: await choicesFor(actor, saved),
        // Work kept in the browser is kept per starting point: a template's is not a blank one's.
        storageKey: templateId ? `new:template:${templateId}` : 'new',
        serverUpdatedAt: null,
        // Opened from a course's section: Cancel goes back to the course.
        cancelTo: inCourse ? courseEditPath(inCourse.courseId) : ARTICLES_PATH,
      }
      const templates = templateId ? [] : await listArticleTemplates(actor, meta)
      return json({ form, templates })
    }),

  save: (args: LoaderFunctionArgs) =>
    asAuthor(args, async (context) => {
      const { actor, meta } = context
      return articleFormAction(context, {
        schema: ArticleSchema,
        save: async (value, intent) => {
          const draft = intent === 'draft'
          const status = draft ? ARTICLE_STATUS.draft : ARTICLE_STATUS.published
          const article = await createArticle(actor, value, meta, status)
          if (draft) return savedTo(articleEditPath(article.id), SAVED.draftSaved)
          // Written from a course's section: it joins that section, and the admin goes back.
          const inCourse = courseSectionOf(context.request)
          if (inCourse) {
            const back = await addArticleToCourseSection(actor, inCourse, article.id, meta)
            return savedTo(back, SAVED.published)
          }
          if (intent !== 'publish-and-add-another') {
            return savedTo(articlePath(article.id), SAVED.published)
          }
          const keep = new URLSearchParams()
          for (const key of KEPT) {
            for (const item of [article[key]].flat()) keep.append(key, String(item ?? ''))
          }
          return savedTo(`${ARTICLES_PATH}/create?${keep}`, SAVED.addAnother)
        },
        saved: async () => null,
      })
    }),
}

/**
 * An article's edit page. Update & Notify / Update & Don't Notify publish the change (a live
 * article) or publish a status-1 article; Save draft keeps a published article's changes apart
 * (its draft page).
 */
export const editArticlePage = {
  load: (args: LoaderFunctionArgs) =>
    asAuthor(args, async ({ actor, meta, params }) => {
      const found = await getDraft(actor, routeId(params.id), meta)
      const { article } = found
      const mode = article.status === ARTICLE_STATUS.published ? 'published' : 'unpublished'
      return json({ article, form: await existingArticleForm(actor, found, mode, article) })
    }),

  save: (args: LoaderFunctionArgs) =>
    existingArticleAction(args, (id, { actor, meta }) => ({
      save: async (value, intent) => {
        if (intent !== 'draft') {
          const dont_notify = intent === 'publish-quiet'
          await updateArticle(actor, id, { ...value, dont_notify }, meta, { publish: true })
          return savedTo(articlePath(id), SAVED.updated)
        }
        const current = await getDraft(actor, id, meta)
        if (current.article.status !== ARTICLE_STATUS.published) {
          await updateArticle(actor, id, value, meta)
          return savedTo(articleEditPath(id), SAVED.draftSaved)
        }
        await saveDraft(actor, id, value, value.draft_version, meta)
        return savedTo(articleDraftPath(id), SAVED.draftSaved)
      },
      saved: async () => (await getDraft(actor, id, meta)).article,
    })),
}

/** The pending draft of a published article (a status-1 article is edited on its edit page). */
export const draftArticlePage = {
  load: (args: LoaderFunctionArgs) =>
    asAuthor(args, async ({ actor, meta, params }) => {
      const id = routeId(params.id)
      const found = await getDraft(actor, id, meta)
      const { article, draft } = found
      if (article.status !== ARTICLE_STATUS.published) throw redirect(articleEditPath(id))
      const content = draft?.content ?? contentOf(article)
      const form = await existingArticleForm(actor, found, 'draft', content)
      return json({ hasDraft: Boolean(draft), form })
    }),

  save: (args: LoaderFunctionArgs) =>
    existingArticleAction(args, (id, { actor, meta }) => ({
      save: async (value, intent) => {
        if (intent === 'draft') {
          await saveDraft(actor, id, value, value.draft_version, meta)
          return savedTo(articleDraftPath(id), SAVED.draftSaved)
        }
        const versions = { article: value.version, draft: value.draft_version }
        await publishDraft(actor, id, value, versions, meta)
        return savedTo(articlePath(id), SAVED.published)
      },
      saved: async () => {
        const { article, draft } = await getDraft(actor, id, meta)
        return draft ? draft.content : article
      },
      otherIntents: {
        'delete-draft': async () => {
          await deleteDraft(actor, id, meta)
          return savedTo(articleEditPath(id), SAVED.draftDeleted)
        },
      },
    })),
}
