import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { ConfirmPage } from '~/components/ui/confirm-delete'
import {
  fileLinkText,
  KNOWLEDGE_FILES_PATH,
  UPLOAD_MESSAGES,
} from '~/domains/knowledge/knowledge-files'
import { deleteKnowledgeFile, getKnowledgeFile } from '~/domains/knowledge/knowledge-files.server'
import { msg } from '~/i18n'
import { requireActor } from '~/platform/auth.server'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { asErrorPage, routeId } from '~/platform/pages.server'
import { requestMeta } from '~/platform/request-meta.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Delete file'))

const DELETED = msg('File deleted')

/** Only our own pages are places to go back to (never another site). */
function backPath(raw: string | null): string {
  return raw && raw.startsWith('/') && !raw.startsWith('//') ? raw : KNOWLEDGE_FILES_PATH
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  const file = await getKnowledgeFile(actor, requestMeta(request), routeId(params.fileId)).catch(
    asErrorPage,
  )
  return json({ file, back: backPath(new URL(request.url).searchParams.get('back')) })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context)
  const back = backPath((await request.formData()).get('back')?.toString() ?? null)
  try {
    await deleteKnowledgeFile(actor, requestMeta(request), routeId(params.fileId))
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') {
      return redirectWithFlash(back, { kind: 'error', message: UPLOAD_MESSAGES.notFound })
    }
    return asErrorPage(error)
  }
  return redirectWithFlash(back, { kind: 'success', message: DELETED })
}

/** The confirmation of a delete: a page, so it works without JavaScript and inside any form. */
export default function DeleteKnowledgeFile() {
  const { t } = useTranslation()
  const { file, back } = useLoaderData<typeof loader>()
  return (
    <ConfirmPage
      title={t('Delete file')}
      explanation={t('Delete {{name}}? Articles that use it will no longer show it.', {
        name: fileLinkText(file.fileName),
      })}
      confirmLabel={t('Delete')}
      cancelTo={back}
      fields={{ back }}
    />
  )
}
