import { Form } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { SubmitButton } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Section } from '~/components/ui/section'
import type { FormReply } from '~/platform/form-reply'
import type { RequestDetailDto } from '../request-reads.server'
import { attachmentPath } from '../requests.schema'

/** A request's files (downloads) and, for its requester while it is open, the upload form. */
export function Attachments({
  request,
  reply,
}: {
  request: RequestDetailDto
  reply: FormReply | undefined
}) {
  const { t } = useTranslation()
  if (request.attachments.length === 0 && !request.abilities.attach) return null
  return (
    <Section id="files" title={t('Files')} className="mt-8">
      {request.attachments.length === 0 ? (
        <p className="text-slate-700">{t('No files yet.')}</p>
      ) : (
        <ul className="list-disc ps-6">
          {request.attachments.map((file) => (
            <li key={file.id}>
              <a
                href={attachmentPath(request.id, file.id)}
                className="text-brand-700 underline"
                download
              >
                {file.file_name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {request.abilities.attach ? (
        <Form
          method="post"
          encType="multipart/form-data"
          className="mt-4 flex flex-wrap items-end gap-4"
        >
          <input type="hidden" name="intent" value="attach" />
          <Field
            className=""
            label={t('Attach a file')}
            hint={t('A receipt, a note or a quote (PDF, image, office document).')}
            errors={reply?.error?.file}
            inputProps={{ id: 'file', name: 'file', type: 'file' }}
          />
          <SubmitButton variant="secondary">{t('Attach')}</SubmitButton>
        </Form>
      ) : null}
    </Section>
  )
}
