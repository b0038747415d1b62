import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Outlet, useLoaderData, useLocation, type ShouldRevalidateFunction } from '@remix-run/react'
import { FlashMessage } from '~/components/flash-message'
import { Breadcrumb } from '~/domains/shell/components/breadcrumb'
import { Header } from '~/domains/shell/components/header'
import { SideNav } from '~/domains/shell/components/side-nav'
import { loadHeaderData } from '~/domains/shell/header.server'
import { guardRoute, loadNavigation } from '~/domains/shell/navigation.server'
import { pageTitle } from '~/components/page-title'
import { requireActor } from '~/platform/auth.server'

/**
 * The signed-in area: header, side navigation, breadcrumb and flash message around every page.
 * A company without a plan finishes onboarding first; a path of another role's area (403) or of
 * an app the company has turned off (404) is refused here, before any page loads.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  // Without a plan the company's people belong in onboarding, except on the billing page, where
  // an admin can choose one (everyone else is refused there by the guard).
  if (actor.subscription === null && new URL(request.url).pathname !== '/account/billing') {
    throw redirect('/auth/onboarding')
  }
  await guardRoute(request, actor, context)
  const [header, navigation] = await Promise.all([
    loadHeaderData(actor, request),
    loadNavigation(actor, new URL(request.url).pathname),
  ])
  return json({ header, navigation, layout: actor.layoutOptions })
}

/** The guard depends on the path: check again on every client-side navigation. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate

/** A page without a title of its own is named after its menu item, in the page's language. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const page = data?.navigation.page
  return page ? pageTitle(matches, page.title) : [{ title: 'Groundwork' }]
}

export default function AppLayout() {
  const { header, navigation, layout } = useLoaderData<typeof loader>()
  const { pathname } = useLocation()
  const { page } = navigation
  return (
    <div className="min-h-full" data-layout={layout.layout}>
      <Header header={header} />
      <div className={`shell-body flex ${layout.boxed ? 'mx-auto max-w-7xl' : ''}`}>
        <SideNav
          menu={navigation.menu}
          companyLinks={navigation.companyLinks}
          current={navigation.current}
          pathname={pathname}
          layout={layout}
        />
        <div className="shell-content min-w-0 flex-1">
          {page ? <Breadcrumb trail={page.trail} /> : null}
          <div className="mx-auto max-w-5xl px-4 pt-6 empty:hidden">
            <FlashMessage />
          </div>
          <Outlet />
        </div>
      </div>
    </div>
  )
}
