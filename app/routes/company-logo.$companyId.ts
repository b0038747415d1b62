import type { LoaderFunctionArgs } from '@remix-run/node'
import { companyLogo } from '~/domains/company/company-settings.server'
import { idSchema } from '~/platform/form-fields'

/**
 * A company's uploaded logo, without sign-in: the public knowledge base shows it too. The
 * URL carries a cache-buster (`?v=`), so the image may be cached for long.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = idSchema('Not found.').safeParse(params.companyId)
  const bytes = id.success ? await companyLogo(id.data) : null
  if (!bytes) throw new Response('Not Found', { status: 404 })
  return new Response(Buffer.from(bytes), {
    headers: {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
