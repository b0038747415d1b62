import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { buttonClasses } from '~/components/ui/button'
import { Notice } from '~/components/ui/notice'
import {
  articleFormAction,
  readArticleForm,
  type ArticleFormReply,
} from '~/domains/knowledge/articles/article-pages.server'
import { articleFormChoices } from '~/domains/knowledge/articles/article-choices.server'
import {
  ARTICLE_PAGE_MESSAGES,
  ArticleEditSchema,
  articleDeletePath,
  articleDraftPath,
  articleEditPath,
  articlePath,
  articleVersionsPath,
} from '~/domains/knowledge/articles/articles.schema'
import { getDraft, saveDraft, updateArticle } from '~/domains/knowledge/articles/articles.server'
import { ArticleForm } from '~/domains/knowledge/articles/components/article-form'
import { ARTICLE_STATUS } from '~/domains/knowledge/knowledge-constants'
import { can } from '~/domains/knowledge/knowledge.policy'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { authorize } from '~/platform/authorize.server'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Edit Article'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    await authorize({ actor, meta }, can, 'article.author')
    const { article, draft } = await getDraft(actor, routeId(params.id), meta)
    const choices = await articleFormChoices(actor, {
      responsibilities: article.assigned_responsibilities,
      divisions: article.division,
      positions: article.assigned_positions,
      people: article.individuals,
      files: [...article.file_ids, ...(article.video_file_id ? [article.video_file_id] : [])],
      flowChart: article.flow_chart,
    })
    return json({ article, draftVersion: draft?.version ?? 0, choices })
  })

/**
 * Update & Notify / Update & Don't Notify publish the change (a live article) or publish a
 * status-1 article; Save draft keeps a published article's changes apart (its draft page).
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request, params }) => {
    await authorize({ actor, meta }, can, 'article.author')
    const id = routeId(params.id)
    return articleFormAction(
      await readArticleForm(request, actor, meta),
      ArticleEditSchema,
      async (value, intent) => {
        if (intent === 'draft') {
          const current = await getDraft(actor, id, meta)
          if (current.article.status === ARTICLE_STATUS.published) {
            await saveDraft(actor, id, value, value.draft_version, meta)
            return redirectWithFlash(articleDraftPath(id), {
              kind: 'success',
              message: ARTICLE_PAGE_MESSAGES.draftSaved,
            })
          }
          await updateArticle(actor, id, value, meta)
          return redirectWithFlash(articleEditPath(id), {
            kind: 'success',
            message: ARTICLE_PAGE_MESSAGES.draftSaved,
          })
        }
        await updateArticle(
          actor,
          id,
          { ...value, dont_notify: intent === 'publish-quiet' },
          meta,
          {
            publish: true,
          },
        )
        return redirectWithFlash(articlePath(id), {
          kind: 'success',
          message: ARTICLE_PAGE_MESSAGES.updated,
        })
      },
      async () => (await getDraft(actor, id, meta)).article,
    )
  })

export default function EditArticlePage() {
  const { article, draftVersion, choices } = useLoaderData<typeof loader>()
  const data = useActionData<typeof action>() as ArticleFormReply | undefined
  const { t } = useTranslation()
  const published = article.status === ARTICLE_STATUS.published
  return (
    <Page title={t('Edit Article')}>
      <p className="mt-1 mb-6 text-lg text-slate-700">
        {article.title}{' '}
        {published ? null : <span className="rounded bg-amber-100 px-2">{t('Draft')}</span>}
      </p>
      {draftVersion > 0 ? (
        <Notice kind="info">
          {t('This article has unpublished changes in a draft.')}{' '}
          <Link to={articleDraftPath(article.id)} className="underline">
            {t('Open the draft')}
          </Link>
        </Notice>
      ) : null}
      <ArticleForm
        key={article.version}
        mode={published ? 'published' : 'unpublished'}
        saved={article}
        reply={data?.reply}
        files={data?.files}
        conflict={data?.conflict}
        choices={choices}
        version={article.version}
        draftVersion={draftVersion}
        storageKey={String(article.id)}
        serverUpdatedAt={article.updated_at}
        cancelTo={articlePath(article.id)}
      />
      <nav aria-label={t('More')} className="mt-8 flex flex-wrap gap-6">
        <Link to={articleVersionsPath(article.id)} className={buttonClasses('link')}>
          {t('Version history')}
        </Link>
        <Link to={articleDeletePath(article.id)} className={buttonClasses('danger')}>
          {t('Delete article')}
        </Link>
      </nav>
    </Page>
  )
}
