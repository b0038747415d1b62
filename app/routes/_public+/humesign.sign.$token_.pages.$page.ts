import type { LoaderFunctionArgs } from '@remix-run/node'
import { signingPageImage } from '~/domains/esign/esign-files.server'
import { linkOnly } from '~/domains/esign/esign-public.server'
import { routeId } from '~/platform/request-context.server'

/** One page of the document a signing link names, as a PNG image. */
export const loader = ({ params }: LoaderFunctionArgs) =>
  linkOnly(() => signingPageImage(params.token ?? '', routeId(params.page)))
