import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { PublicOrgChart } from '~/domains/org/components/org-chart-public'
import chartStyles from '~/domains/org/components/org-chart.css'
import { loadPublicOrgChartPage } from '~/domains/org/org-chart-public.server'
import { msg } from '~/i18n'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: chartStyles }]

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Org Chart'))

/** A company's public org chart (seed 000 §2.2 /org-chart/), when the company turned it on. */
export const loader = ({ request }: LoaderFunctionArgs) => loadPublicOrgChartPage(request)

export default function PublicOrgChartPage() {
  return <PublicOrgChart data={useLoaderData<typeof loader>()} />
}
