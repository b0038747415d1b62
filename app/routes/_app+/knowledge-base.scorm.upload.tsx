import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { FormActions, SubmitButton } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field } from '~/components/ui/field'
import { Page } from '~/components/ui/page'
import {
  packagesPageAccess,
  uploadPackageAction,
} from '~/domains/scorm/packages/packages-page.server'
import { SCORM_PATH } from '~/domains/scorm/packages/page-paths'
import { msg } from '~/i18n'
import { readReply, type FormReply } from '~/platform/form-reply'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Upload SCORM Package'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async (context) => {
    await packagesPageAccess(context)
    return null
  })

/** A plain multipart form: works without JavaScript. */
export const action = (args: ActionFunctionArgs) => signedIn(args, uploadPackageAction)

export default function UploadScormPackagePage() {
  const reply = useActionData<typeof action>() as FormReply | undefined
  const { errors, formErrors, value } = readReply(reply)
  const { t } = useTranslation()
  return (
    <Page title={t('Upload SCORM Package')} back={{ to: SCORM_PATH, label: t('SCORM Packages') }}>
      <p className="mt-2 text-slate-700">
        {t(
          'A SCORM package is one .zip file with imsmanifest.xml at its top (SCORM 1.2 or 2004). It may unpack to at most 1 GB and 10,000 files.',
        )}
      </p>
      <div className="mt-6">
        <ErrorSummary
          formErrors={formErrors}
          fieldErrors={{ 'scorm-package': errors.package, 'scorm-title': errors.title }}
        />
        <Form method="post" encType="multipart/form-data" noValidate>
          <Field
            label={t('Package (.zip)')}
            hint={t('At most 512 MB.')}
            errors={errors.package}
            inputProps={{
              id: 'scorm-package',
              name: 'package',
              type: 'file',
              accept: '.zip,application/zip',
              required: true,
            }}
          />
          <Field
            label={t('Title (optional)')}
            hint={t('Leave empty to use the title in the package’s manifest')}
            errors={errors.title}
            inputProps={{
              id: 'scorm-title',
              name: 'title',
              type: 'text',
              defaultValue: value('title', ''),
            }}
          />
          <FormActions cancelTo={SCORM_PATH}>
            <SubmitButton>{t('Upload package')}</SubmitButton>
          </FormActions>
        </Form>
      </div>
    </Page>
  )
}
