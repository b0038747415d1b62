import { useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import type { loader as rootLoader } from '~/root'
import { Notice } from './ui/notice'

/**
 * The one-time message of the last action (signed out, password changed, session timed out),
 * read by the root loader. Each layout places it where the user looks first. Messages are
 * English keys declared with msg() where they are set; one that needs values (a company name)
 * is translated by the action that sets it, and passes through t() unchanged.
 */
export function FlashMessage() {
  const { t } = useTranslation()
  const flash = useRouteLoaderData<typeof rootLoader>('root')?.flash
  return flash ? <Notice kind={flash.kind}>{t(flash.message)}</Notice> : null
}
