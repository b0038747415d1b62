import { useRouteLoaderData } from '@remix-run/react'
import type { loader as rootLoader } from '~/root'
import { Notice } from './ui/notice'

/**
 * The one-time message of the last action (signed out, password changed, session timed out),
 * read by the root loader. Each layout places it where the user looks first.
 */
export function FlashMessage() {
  const flash = useRouteLoaderData<typeof rootLoader>('root')?.flash
  return flash ? <Notice kind={flash.kind}>{flash.message}</Notice> : null
}
