import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { ConfirmPage } from '~/components/ui/confirm-delete'
import { requireKnowledgeAdmin } from '~/domains/knowledge/article-pages.server'
import {
  ARTICLE_PAGE_MESSAGES,
  ARTICLES_PATH,
  articleEditPath,
} from '~/domains/knowledge/articles.schema'
import { deleteArticle, getArticleForEdit } from '~/domains/knowledge/articles.server'
import { msg } from '~/i18n'
import { requireActor } from '~/platform/auth.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { asErrorPage, routeId } from '~/platform/pages.server'
import { requestMeta } from '~/platform/request-meta.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Confirm Deletion'))

/** The delete confirmation as a page: the same with and without JavaScript. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  requireKnowledgeAdmin(actor)
  const article = await getArticleForEdit(actor, routeId(params.id), requestMeta(request)).catch(
    asErrorPage,
  )
  return json({ article: { id: article.id, title: article.title } })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context)
  requireKnowledgeAdmin(actor)
  await deleteArticle(actor, routeId(params.id), requestMeta(request)).catch(asErrorPage)
  return redirectWithFlash(ARTICLES_PATH, { kind: 'info', message: ARTICLE_PAGE_MESSAGES.deleted })
}

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
