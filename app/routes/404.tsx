import { NotFoundScreen } from '~/components/error-screens'

/** Seed §2.1: /404 is an address of its own, and still answers with a real 404 status. */
export function loader() {
  throw new Response('Not Found', { status: 404 })
}

export default function NotFoundPage() {
  return <NotFoundScreen />
}

export function ErrorBoundary() {
  return <NotFoundScreen />
}
