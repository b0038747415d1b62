import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { json } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { Page } from '~/components/ui/page'
import { articlePath } from '~/domains/knowledge/articles/article-paths'

export const handle = { hydrate: false }

export const meta: MetaFunction = () => [
  { title: 'Thank you | Groundwork' },
  { name: 'robots', content: 'noindex' },
]

/**
 * Where a signer lands after signing or declining (their link is spent by then). A reader of an
 * article's sign-off (`article`, its id) gets the way back to it either way.
 */
export const loader = ({ request }: LoaderFunctionArgs) => {
  const query = new URL(request.url).searchParams
  const article = Number(query.get('article'))
  return json({
    declined: query.get('done') === 'declined',
    article: Number.isInteger(article) && article > 0 && article < 2 ** 31 ? article : null,
  })
}

export default function SignedPage() {
  const { declined, article } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const backToArticle = article ? (
    <p className="mt-6">
      <a href={articlePath(article)} className={buttonClasses('primary')}>
        {t('Back to the article')}
      </a>
    </p>
  ) : null
  return declined ? (
    <Page title={t('You declined to sign')} lead={t('The sender has been told, with your reason.')}>
      {backToArticle}
    </Page>
  ) : (
    <Page
      title={t('Thank you for signing')}
      lead={t('When everyone has signed, you will receive the signed PDF by email.')}
    >
      {backToArticle}
    </Page>
  )
}
