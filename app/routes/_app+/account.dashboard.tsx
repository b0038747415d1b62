import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireActor } from '~/platform/auth.server'

export const meta: MetaFunction = () => [{ title: 'Dashboard | Groundwork' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireActor(request)
  return json({ firstName: actor.firstName, companyName: actor.companyName })
}

export default function DashboardPage() {
  const { firstName, companyName } = useLoaderData<typeof loader>()
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">Welcome, {firstName}</h1>
      <p className="mt-2 text-lg text-slate-700">
        You are working in <strong data-testid="active-company">{companyName}</strong>.
      </p>
    </main>
  )
}
