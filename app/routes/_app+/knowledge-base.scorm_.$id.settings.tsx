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
import { buttonClasses, FormActions, SubmitButton } from '~/components/ui/button'
import { RadioGroup } from '~/components/ui/choice'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field } from '~/components/ui/field'
import { Page } from '~/components/ui/page'
import { StaleRecordNotice } from '~/components/ui/stale-record-notice'
import { formatFileSize } from '~/domains/files/file-kinds'
import {
  COMPLETION_RULE_LABELS,
  ScormSettingsSchema,
  SCORM_MESSAGES,
} from '~/domains/scorm/packages/packages.schema'
import { scormDeletePath, scormPackagePath, SCORM_PATH } from '~/domains/scorm/packages/page-paths'
import { getPackage, updatePackage } from '~/domains/scorm/packages/packages.server'
import { SCORM_COMPLETION_RULES } from '~/domains/scorm/scorm-constants'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { isConflict, readReply, type FormReply } from '~/platform/form-reply'
import { handleForm } from '~/platform/forms.server'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Package settings'))

/** What the page shows of a package (never its file list or manifest). */
async function packageFacts(asker: Parameters<typeof getPackage>[0], id: number) {
  const found = await getPackage(asker, id)
  return {
    id: found.id,
    title: found.title,
    scorm_version: found.scormVersion,
    sco_count: found.scoCount,
    file_count: found.fileCount,
    unpacked_bytes: found.unpackedBytes,
    completion_rule: found.completionRule,
    version: found.version,
  }
}

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) =>
    json({ item: await packageFacts({ actor, meta }, routeId(params.id)) }),
  )

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) => {
    const id = routeId(params.id)
    const asker = { actor, meta }
    return handleForm(
      request,
      ScormSettingsSchema,
      async (input) => {
        await updatePackage(asker, id, input)
        return redirectWithFlash(SCORM_PATH, { kind: 'success', message: SCORM_MESSAGES.saved })
      },
      { errorPages: ['FORBIDDEN', 'NOT_FOUND'], current: () => packageFacts(asker, id) },
    )
  })

export default function ScormSettingsPage() {
  const { item } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as
    FormReply<never, typeof item | undefined> | undefined
  const { errors, formErrors, value } = readReply(reply)
  const { t } = useTranslation()
  const saved = isConflict(reply) ? reply?.current : undefined
  const rules = SCORM_COMPLETION_RULES.map((rule) => ({
    value: rule,
    label: t(COMPLETION_RULE_LABELS[rule]),
  }))
  return (
    <Page
      title={t('Package settings')}
      lead={item.title}
      back={{ to: SCORM_PATH, label: t('SCORM Packages') }}
    >
      <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">{t('SCORM version')}</dt>
        <dd>{item.scorm_version}</dd>
        <dt className="font-semibold">{t('SCOs')}</dt>
        <dd>{item.sco_count}</dd>
        <dt className="font-semibold">{t('Files')}</dt>
        <dd>{item.file_count}</dd>
        <dt className="font-semibold">{t('Size')}</dt>
        <dd>{formatFileSize(item.unpacked_bytes)}</dd>
      </dl>
      {saved ? (
        <StaleRecordNotice
          title={t('The package as it is saved now')}
          values={[
            { label: t('Title'), value: saved.title },
            {
              label: t('Counts as complete'),
              value: t(
                COMPLETION_RULE_LABELS[
                  saved.completion_rule as keyof typeof COMPLETION_RULE_LABELS
                ],
              ),
            },
          ]}
        />
      ) : null}
      <div className="mt-6">
        <ErrorSummary
          formErrors={formErrors}
          fieldErrors={{ 'scorm-title': errors.title, completion_rule: errors.completion_rule }}
        />
        <Form method="post" noValidate>
          <input type="hidden" name="version" value={saved?.version ?? item.version} />
          <Field
            label={t('Title')}
            errors={errors.title}
            inputProps={{
              id: 'scorm-title',
              name: 'title',
              type: 'text',
              required: true,
              defaultValue: value('title', item.title),
            }}
          />
          <RadioGroup
            name="completion_rule"
            legend={t('Counts as complete')}
            hint={t(
              'For packages that never report a status themselves; a package that reports one is complete when it says so.',
            )}
            errors={errors.completion_rule}
            choices={rules}
            defaultValue={value('completion_rule', item.completion_rule)}
          />
          <FormActions cancelTo={SCORM_PATH}>
            <SubmitButton>{t('Save package')}</SubmitButton>
          </FormActions>
        </Form>
      </div>
      <nav aria-label={t('More')} className="mt-8 flex flex-wrap gap-6">
        <Link to={scormPackagePath(item.id)} className={buttonClasses('link')}>
          {t('Open the package')}
        </Link>
        <Link to={scormDeletePath(item.id)} className={buttonClasses('danger')}>
          {t('Delete package')}
        </Link>
      </nav>
    </Page>
  )
}
