import type { LoaderFunctionArgs } from '@remix-run/node'
import { signedDownload } from '~/domains/esign/esign-files.server'
import { linkOnly } from '~/domains/esign/esign-public.server'

/** The signed PDF, by the link the "signed by everyone" email gave each signer. */
export const loader = ({ params }: LoaderFunctionArgs) =>
  linkOnly(() => signedDownload(params.token ?? ''))
