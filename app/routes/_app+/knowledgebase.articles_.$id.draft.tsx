import {
  json,
  redirect,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { Button } from '~/components/ui/button'
import {
  articleFormAction,
  readArticleForm,
  type ArticleFormReply,
} from '~/domains/knowledge/articles/article-pages.server'
import { articleFormChoices } from '~/domains/knowledge/articles/article-choices.server'
import {
  ARTICLE_PAGE_MESSAGES,
  ArticleEditSchema,
  articleDraftPath,
  articleEditPath,
  articlePath,
} from '~/domains/knowledge/articles/articles.schema'
import {
  deleteDraft,
  getDraft,
  publishDraft,
  saveDraft,
} from '~/domains/knowledge/articles/articles.server'
import { contentOf } from '~/domains/knowledge/articles/article-records.server'
import { ArticleForm } from '~/domains/knowledge/articles/components/article-form'
import { ARTICLE_STATUS } from '~/domains/knowledge/knowledge-constants'
import { can } from '~/domains/knowledge/knowledge.policy'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { authorize } from '~/platform/authorize.server'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Edit Draft'))

/** The pending draft of a published article (a status-1 article is edited on its edit page). */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    await authorize({ actor, meta }, can, 'article.author')
    const id = routeId(params.id)
    const { article, draft } = await getDraft(actor, id, meta)
    if (article.status !== ARTICLE_STATUS.published) throw redirect(articleEditPath(id))
    const content = draft?.content ?? contentOf(article)
    const choices = await articleFormChoices(actor, {
      responsibilities: content.assigned_responsibilities,
      divisions: content.division,
      positions: content.assigned_positions,
      people: content.individuals,
      files: [...content.file_ids, ...(content.video_file_id ? [content.video_file_id] : [])],
      flowChart: content.flow_chart,
    })
    return json({ article, draft, content, choices })
  })

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request, params }) => {
    await authorize({ actor, meta }, can, 'article.author')
    const id = routeId(params.id)
    const articleForm = await readArticleForm(request, actor, meta)
    if (articleForm.form.get('intent') === 'delete-draft') {
      await deleteDraft(actor, id, meta)
      return redirectWithFlash(articleEditPath(id), {
        kind: 'success',
        message: ARTICLE_PAGE_MESSAGES.draftDeleted,
      })
    }
    return articleFormAction(
      articleForm,
      ArticleEditSchema,
      async (value, intent) => {
        if (intent === 'draft') {
          await saveDraft(actor, id, value, value.draft_version, meta)
          return redirectWithFlash(articleDraftPath(id), {
            kind: 'success',
            message: ARTICLE_PAGE_MESSAGES.draftSaved,
          })
        }
        await publishDraft(
          actor,
          id,
          value,
          { article: value.version, draft: value.draft_version },
          meta,
        )
        return redirectWithFlash(articlePath(id), {
          kind: 'success',
          message: ARTICLE_PAGE_MESSAGES.published,
        })
      },
      async () => {
        const { article, draft } = await getDraft(actor, id, meta)
        return draft ? draft.content : article
      },
    )
  })

export default function DraftArticlePage() {
  const { article, draft, content, choices } = useLoaderData<typeof loader>()
  const data = useActionData<typeof action>() as ArticleFormReply | undefined
  const { t } = useTranslation()
  return (
    <Page title={t('Edit Draft')}>
      <p className="mt-1 mb-6 text-lg text-slate-700">
        {t('Changes saved here stay out of the live article until you publish them.')}
      </p>
      <ArticleForm
        key={`${article.version}:${draft?.version ?? 0}`}
        mode="draft"
        saved={content}
        reply={data?.reply}
        files={data?.files}
        conflict={data?.conflict}
        choices={choices}
        version={article.version}
        draftVersion={draft?.version ?? 0}
        storageKey={`${article.id}:draft`}
        serverUpdatedAt={draft?.updated_at ?? article.updated_at}
        cancelTo={articlePath(article.id)}
      />
      {draft ? (
        <Form method="post" className="mt-8">
          <Button variant="danger" name="intent" value="delete-draft">
            {t('Delete draft')}
          </Button>
        </Form>
      ) : null}
    </Page>
  )
}
