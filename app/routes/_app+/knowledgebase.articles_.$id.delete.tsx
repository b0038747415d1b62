import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { ConfirmPage } from '~/components/ui/confirm-delete'
import {
  ARTICLE_PAGE_MESSAGES,
  ARTICLES_PATH,
  articleEditPath,
} from '~/domains/knowledge/articles/articles.schema'
import { deleteArticle, getArticleForEdit } from '~/domains/knowledge/articles/articles.server'
import { can } from '~/domains/knowledge/knowledge.policy'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { authorize } from '~/platform/authorize.server'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Confirm Deletion'))

/** The delete confirmation as a page: the same with and without JavaScript. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    await authorize({ actor, meta }, can, 'article.author')
    const article = await getArticleForEdit(actor, routeId(params.id), meta)
    return json({ article: { id: article.id, title: article.title } })
  })

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    await authorize({ actor, meta }, can, 'article.author')
    await deleteArticle(actor, routeId(params.id), meta)
    return redirectWithFlash(ARTICLES_PATH, {
      kind: 'info',
      message: ARTICLE_PAGE_MESSAGES.deleted,
    })
  })

export default function DeleteArticlePage() {
  const { article } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <ConfirmPage
      title={t('Confirm Deletion')}
      explanation={t(
        'Delete the article “{{title}}”? Its versions, drafts and read records go too.',
        { title: article.title },
      )}
      confirmLabel={t('Delete article')}
      cancelTo={articleEditPath(article.id)}
    />
  )
}
