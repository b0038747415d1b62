import type { SubmissionResult } from '@conform-to/react'
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Page } from '~/components/ui/page'
import { Select } from '~/components/ui/select'
import { esignChoices } from '~/domains/knowledge/reading/article-esign.server'
import { esignFileFromForm } from '~/domains/knowledge/reading/reading-page.server'
import { articleEditPath } from '~/domains/knowledge/articles/article-paths'
import { msg } from '~/i18n'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('E-signature sign-off'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) =>
    json(await esignChoices({ actor, meta }, routeId(params.id))),
  )

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, (args) => esignFileFromForm(args, routeId(args.params.id)))

/** The article form's policy sign-off: which of its PDF files readers e-sign to acknowledge it. */
export default function ArticleEsignPage() {
  const { article, files, chosenId } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  const errors = reply?.error ?? {}
  const { t } = useTranslation()
  return (
    <Page title={t('E-signature sign-off')}>
      <p className="mt-1 mb-6 text-lg text-slate-700">{article.title}</p>
      <p className="mb-4 max-w-prose text-slate-700">
        {t(
          'Readers can acknowledge this article by e-signing one of its PDF files: each gets their own document to sign, and signing it completes their acknowledgement.',
        )}
      </p>
      <ErrorSummary fieldErrors={{ 'esign-file': errors.esign_file_id ?? undefined }} />
      <Form method="post" noValidate className="max-w-xl space-y-4">
        <Select
          id="esign-file"
          name="esign_file_id"
          label={t('PDF to e-sign')}
          hint={files.length ? undefined : t('Attach a PDF file to the article first.')}
          errors={errors.esign_file_id ?? undefined}
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
    </Page>
  )
}
