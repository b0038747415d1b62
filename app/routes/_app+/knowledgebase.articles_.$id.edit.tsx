import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { buttonClasses } from '~/components/ui/button'
import { Notice } from '~/components/ui/notice'
import { editArticlePage } from '~/domains/knowledge/articles/article-form-pages.server'
import {
  articleDeletePath,
  articleDraftPath,
  articleVersionsPath,
} from '~/domains/knowledge/articles/articles.schema'
import { ArticleForm } from '~/domains/knowledge/articles/components/article-form'
import { articleEsignPath } from '~/domains/knowledge/articles/article-paths'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Edit Article'))

export const loader = (args: LoaderFunctionArgs) => editArticlePage.load(args)

export const action = (args: ActionFunctionArgs) => editArticlePage.save(args)

export default function EditArticlePage() {
  const { article, form } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { t } = useTranslation()
  return (
    <Page title={t('Edit Article')}>
      <p className="mt-1 mb-6 text-lg text-slate-700">
        {article.title}{' '}
        {form.mode === 'published' ? null : (
          <span className="rounded bg-amber-100 px-2">{t('Draft')}</span>
        )}
      </p>
      {form.draftVersion ? (
        <Notice kind="info">
          {t('This article has unpublished changes in a draft.')}{' '}
          <Link to={articleDraftPath(article.id)} className="underline">
            {t('Open the draft')}
          </Link>
        </Notice>
      ) : null}
      <ArticleForm key={article.version} {...form} reply={reply} />
      <nav aria-label={t('More')} className="mt-8 flex flex-wrap gap-6">
        <Link to={articleVersionsPath(article.id)} className={buttonClasses('link')}>
          {t('Version history')}
        </Link>
        <Link to={articleEsignPath(article.id)} className={buttonClasses('link')}>
          {t('E-signature sign-off')}
        </Link>
        <Link to={articleDeletePath(article.id)} className={buttonClasses('danger')}>
          {t('Delete article')}
        </Link>
      </nav>
    </Page>
  )
}
