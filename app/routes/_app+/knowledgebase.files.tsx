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
import { KNOWLEDGE_FILES_PATH, UPLOAD_MESSAGES } from '~/domains/knowledge/files/knowledge-files'
import {
  canDownloadKnowledgeFiles,
  listKnowledgeFiles,
  storeFormFiles,
} from '~/domains/knowledge/files/knowledge-files.server'
import { msg } from '~/i18n'
import { MAX_FILE_BYTES } from '~/domains/files/file-kinds'
import { redirectWithFlash } from '~/platform/flash.server'
import { readReply, type FormReply } from '~/platform/form-reply'
import { handleForm } from '~/platform/forms.server'
import { signedIn } from '~/platform/request-context.server'
import { handleUploadForm } from '~/platform/upload-form.server'
import { NO_FIELDS } from '~/platform/form-fields'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Knowledge base files'))

const UPLOADED = msg('Files uploaded')
const CHOOSE_A_FILE = msg('Choose a file')

/** Seed §2 uploaded-files list for the whole knowledge base (KB admins): view, upload, delete. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1)
    const list = await listKnowledgeFiles(actor, meta, page)
    return json({ list, canDownload: canDownloadKnowledgeFiles(actor) })
  })

/** A file chosen (a browser sends an empty part when none was), or files uploaded already. */
const chosen = (form: FormData) =>
  form.getAll('files').some((value) => typeof value !== 'string' && value.size > 0) ||
  form.getAll('file_ids').length > 0

/**
 * Without JS the chosen files arrive here as multipart `files`; with JS they were uploaded
 * directly already and only their ids arrive. A refused file is the message at `files`.
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) =>
    handleUploadForm(request, { maxBytes: MAX_FILE_BYTES, fileField: 'files' }, (formData) =>
      handleForm(
        request,
        NO_FIELDS,
        async () => {
          await storeFormFiles(actor, meta, formData, 'files')
          return redirectWithFlash(KNOWLEDGE_FILES_PATH, { kind: 'success', message: UPLOADED })
        },
        {
          formData,
          readErrors: chosen(formData) ? undefined : { files: [CHOOSE_A_FILE] },
          hideFields: ['files'],
          errorPages: ['FORBIDDEN', 'NOT_FOUND'],
        },
      ),
    ),
  )

export default function KnowledgeFilesPage() {
  const { t } = useTranslation()
  const { list, canDownload } = useLoaderData<typeof loader>()
  const { errors, formErrors } = readReply(useActionData<typeof action>() as FormReply | undefined)
  const refused = errors.files?.[0] ?? formErrors?.[0]
  const revalidator = useRevalidator()
  const [pending, setPending] = useState(false)
  return (
    <Page spaced title={t('Knowledge base files')}>
      {refused ? <Notice kind="error">{t(refused)}</Notice> : null}
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
