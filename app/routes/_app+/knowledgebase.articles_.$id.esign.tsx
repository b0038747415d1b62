import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field } from '~/components/ui/field'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { Select } from '~/components/ui/select'
import { esignChoices } from '~/domains/knowledge/reading/article-esign.server'
import { esignSignOffForms } from '~/domains/knowledge/reading/reading-page.server'
import { articleEditPath } from '~/domains/knowledge/articles/article-paths'
import { msg } from '~/i18n'
import { readReply, type FormReply } from '~/platform/form-reply'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('E-signature sign-off'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) =>
    json(await esignChoices({ actor, meta }, routeId(params.id))),
  )

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, (args) => esignSignOffForms(args, routeId(args.params.id)))

/**
 * The article form's policy sign-off: which PDF readers e-sign to acknowledge it, chosen from
 * the article's PDF files or uploaded here (a multipart post; it is chosen as it is stored).
 */
export default function ArticleEsignPage() {
  const { article, files, chosenId } = useLoaderData<typeof loader>()
  const { errors } = readReply(useActionData<typeof action>() as FormReply | undefined)
  const { t } = useTranslation()
  return (
    <Page title={t('E-signature sign-off')}>
      <p className="mt-1 mb-6 text-lg text-slate-700">{article.title}</p>
      <p className="mb-4 max-w-prose text-slate-700">
        {t(
          'Readers can acknowledge this article by e-signing one of its PDF files: each gets their own document to sign, and signing it completes their acknowledgement.',
        )}
      </p>
      <ErrorSummary fieldErrors={{ 'esign-file': errors.esign_file_id, file: errors.file }} />
      <Form method="post" noValidate className="max-w-xl space-y-4">
        <input type="hidden" name="intent" value="choose" />
        <Select
          // A new choice (an upload) redraws the select: its default value alone would not.
          key={chosenId ?? 'none'}
          id="esign-file"
          name="esign_file_id"
          label={t('PDF to e-sign')}
          hint={
            files.length ? undefined : t('Attach a PDF file to the article, or upload one below.')
          }
          errors={errors.esign_file_id}
          defaultValue={chosenId ?? ''}
          placeholder={t('None: readers type their name')}
          options={files.map((file) => ({ value: file.id, label: file.fileName }))}
        />
        <div className="flex flex-wrap gap-4">
          <Button>{t('Save')}</Button>
          <Link to={articleEditPath(article.id)} className={buttonClasses('link')}>
            {t('Back to the article')}
          </Link>
        </div>
      </Form>
      <Section id="upload-title" title={t('Upload a PDF to e-sign')} className="mt-10 max-w-xl">
        <Form method="post" encType="multipart/form-data" noValidate className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="upload" />
          <Field
            label={t('PDF file')}
            hint={t('A PDF of at most 20 MB. Readers e-sign it once it is uploaded.')}
            errors={errors.file}
            inputProps={{ id: 'file', name: 'file', type: 'file', accept: 'application/pdf,.pdf' }}
          />
          <Button>{t('Upload and choose')}</Button>
        </Form>
      </Section>
    </Page>
  )
}
