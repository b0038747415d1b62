import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useRevalidator } from '@remix-run/react'
import { useState } from 'react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { Button } from '~/components/ui/button'
import { Notice } from '~/components/ui/notice'
import { ACCEPT_ATTRIBUTE } from '~/domains/files/file-kinds'
import { KnowledgeFileUploads } from '~/domains/knowledge/files/components/file-uploads'
import { UploadedFilesList } from '~/domains/knowledge/files/components/uploaded-files-list'
import { UPLOAD_MESSAGES } from '~/domains/knowledge/files/knowledge-files'
import {
  canDownloadKnowledgeFiles,
  listKnowledgeFiles,
  storeFormFiles,
} from '~/domains/knowledge/files/knowledge-files.server'
import { msg } from '~/i18n'
import { MAX_FILE_BYTES } from '~/domains/files/file-kinds'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { signedIn } from '~/platform/request-context.server'
import { readUploadForm } from '~/platform/uploads.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Knowledge base files'))

const UPLOADED = msg('Files uploaded')

/** Seed §2 uploaded-files list for the whole knowledge base (KB admins): view, upload, delete. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1)
    const list = await listKnowledgeFiles(actor, meta, page)
    return json({ list, canDownload: canDownloadKnowledgeFiles(actor) })
  })

/**
 * Without JS the chosen files arrive here as multipart `files`; with JS they were uploaded
 * directly already and only their ids arrive.
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    try {
      const form = await readUploadForm(request, { maxBytes: MAX_FILE_BYTES, fileField: 'files' })
      const sent = await storeFormFiles(actor, meta, form, 'files')
      if (sent.length === 0 && form.getAll('file_ids').length === 0) {
        return json({ error: msg('Choose a file') }, { status: 400 })
      }
    } catch (error) {
      if (isAppError(error) && error.code === 'VALIDATION') {
        return json({ error: error.fieldErrors?.files?.[0] ?? error.message }, { status: 400 })
      }
      throw error
    }
    return redirectWithFlash('/knowledgebase/files', { kind: 'success', message: UPLOADED })
  })

export default function KnowledgeFilesPage() {
  const { t } = useTranslation()
  const { list, canDownload } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const revalidator = useRevalidator()
  const [pending, setPending] = useState(false)
  return (
    <Page spaced title={t('Knowledge base files')}>
      {actionData?.error ? <Notice kind="error">{t(actionData.error)}</Notice> : null}
      <Form
        method="post"
        encType="multipart/form-data"
        className="mb-8 rounded-md border border-slate-300 p-4"
      >
        <KnowledgeFileUploads
          name="file_ids"
          accept={ACCEPT_ATTRIBUTE}
          label={t('Upload files')}
          onPendingChange={setPending}
          onUploaded={() => revalidator.revalidate()}
        />
        <Button type="submit" disabled={pending}>
          {pending ? t(UPLOAD_MESSAGES.pending) : t('Upload')}
        </Button>
      </Form>
      <h2 className="mb-3 text-xl font-semibold text-slate-900">
        {t('Files ({{count}})', { count: list.count })}
      </h2>
      {list.files.length === 0 ? (
        <p className="text-slate-700">{t('No files yet. Upload one above.')}</p>
      ) : (
        <UploadedFilesList files={list.files} canDownload={canDownload} canDelete />
      )}
      <Pager page={list.page} pageCount={list.pages} words="short" className="mt-4" />
    </Page>
  )
}
