import type { LinksFunction, MetaFunction, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import chartStyles from '~/domains/org/components/org-chart.css'
import { ORG_CHART_TITLES, OrgChartScreen } from '~/domains/org/components/org-chart-page'
import { loadOrgChartPage } from '~/domains/org/org-chart-page.server'
import { signedIn } from '~/platform/request-context.server'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: chartStyles }]

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, ORG_CHART_TITLES.positions)

/** The positions tree with the people holding each position (/account/positional-org-chart/). */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, (args) => loadOrgChartPage(args, 'positions'))

export default function PositionsOrgChartPage() {
  return <OrgChartScreen data={useLoaderData<typeof loader>()} />
}
