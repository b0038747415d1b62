import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { ConfirmPage } from '~/components/ui/confirm-delete'
import {
  fileLinkText,
  KNOWLEDGE_FILES_PATH,
  UPLOAD_MESSAGES,
} from '~/domains/knowledge/files/knowledge-files'
import {
  deleteKnowledgeFile,
  getKnowledgeFile,
} from '~/domains/knowledge/files/knowledge-files.server'
import { msg } from '~/i18n'
import { safeRedirectPath } from '~/platform/auth.server'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Delete file'))

const DELETED = msg('File deleted')

/** Only our own pages are places to go back to (never another site). */
const backPath = (raw: FormDataEntryValue | null) => safeRedirectPath(raw, KNOWLEDGE_FILES_PATH)

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request, params }) => {
    const file = await getKnowledgeFile(actor, meta, routeId(params.fileId))
    return json({ file, back: backPath(new URL(request.url).searchParams.get('back')) })
  })

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request, params }) => {
    const back = backPath((await request.formData()).get('back'))
    try {
      await deleteKnowledgeFile(actor, meta, routeId(params.fileId))
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND') {
        return redirectWithFlash(back, { kind: 'error', message: UPLOAD_MESSAGES.notFound })
      }
      throw error
    }
    return redirectWithFlash(back, { kind: 'success', message: DELETED })
  })

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
