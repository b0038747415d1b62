import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import {
  articleFormAction,
  readArticleForm,
  type ArticleFormReply,
} from '~/domains/knowledge/articles/article-pages.server'
import { articleFormChoices } from '~/domains/knowledge/articles/article-choices.server'
import {
  ARTICLE_PAGE_MESSAGES,
  ARTICLES_PATH,
  ArticleSchema,
  articleEditPath,
  articlePath,
} from '~/domains/knowledge/articles/articles.schema'
import { createArticle } from '~/domains/knowledge/articles/articles.server'
import { ArticleForm } from '~/domains/knowledge/articles/components/article-form'
import { ARTICLE_STATUS } from '~/domains/knowledge/knowledge-constants'
import { can } from '~/domains/knowledge/knowledge.policy'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { authorize } from '~/platform/authorize.server'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Create Article'))

/** The fields Save and add another keeps (seed §4), carried in the query string. */
const KEPT = [
  'article_category',
  'type',
  'visibility',
  'assigned_responsibilities',
  'reassign_month_duration',
] as const

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    await authorize({ actor, meta }, can, 'article.author')
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
    const saved = ArticleSchema.innerType().parse({ ...(parsed.success ? parsed.data : {}) })
    const choices = await articleFormChoices(actor, {
      responsibilities: saved.assigned_responsibilities,
      divisions: [],
      positions: [],
      people: [],
      files: [],
    })
    return json({ saved, choices })
  })

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    await authorize({ actor, meta }, can, 'article.author')
    return articleFormAction(
      await readArticleForm(request, actor, meta),
      ArticleSchema,
      async (value, intent) => {
        const draft = intent === 'draft'
        const article = await createArticle(
          actor,
          value,
          meta,
          draft ? ARTICLE_STATUS.draft : ARTICLE_STATUS.published,
        )
        if (draft) {
          return redirectWithFlash(articleEditPath(article.id), {
            kind: 'success',
            message: ARTICLE_PAGE_MESSAGES.draftSaved,
          })
        }
        if (intent === 'publish-and-add-another') {
          const keep = new URLSearchParams()
          for (const key of KEPT) {
            for (const item of [article[key]].flat()) keep.append(key, String(item ?? ''))
          }
          return redirectWithFlash(`${ARTICLES_PATH}/create?${keep}`, {
            kind: 'success',
            message: ARTICLE_PAGE_MESSAGES.addAnother,
          })
        }
        return redirectWithFlash(articlePath(article.id), {
          kind: 'success',
          message: ARTICLE_PAGE_MESSAGES.published,
        })
      },
      async () => null,
    )
  })

export default function CreateArticlePage() {
  const { saved, choices } = useLoaderData<typeof loader>()
  const data = useActionData<typeof action>() as ArticleFormReply | undefined
  const { t } = useTranslation()
  return (
    <Page spaced title={t('Create Article')}>
      <ArticleForm
        mode="create"
        saved={saved}
        reply={data?.reply}
        files={data?.files}
        choices={choices}
        storageKey="new"
        serverUpdatedAt={null}
        cancelTo={ARTICLES_PATH}
      />
    </Page>
  )
}
