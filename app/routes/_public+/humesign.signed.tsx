import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { json } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'

export const handle = { hydrate: false }

export const meta: MetaFunction = () => [
  { title: 'Thank you | Groundwork' },
  { name: 'robots', content: 'noindex' },
]

/** Where a signer lands after signing or declining (their link is spent by then). */
export const loader = ({ request }: LoaderFunctionArgs) =>
  json({ declined: new URL(request.url).searchParams.get('done') === 'declined' })

export default function SignedPage() {
  const { declined } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return declined ? (
    <Page
      title={t('You declined to sign')}
      lead={t('The sender has been told, with your reason.')}
    />
  ) : (
    <Page
      title={t('Thank you for signing')}
      lead={t('When everyone has signed, you will receive the signed PDF by email.')}
    />
  )
}
