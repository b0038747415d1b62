import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { FormActions, SubmitButton } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field } from '~/components/ui/field'
import { Page } from '~/components/ui/page'
import { startChecklistPage } from '~/domains/checklists/checklist-pages.server'
import { templatePath } from '~/domains/checklists/checklist-paths'
import { assigneeValue } from '~/domains/checklists/checklists.schema'
import { AssigneeSelect } from '~/domains/checklists/components/assignee-select'
import { msg } from '~/i18n'
import { readReply } from '~/platform/form-reply'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Start checklist'))

export const loader = (args: LoaderFunctionArgs) => startChecklistPage.load(args)

export const action = (args: ActionFunctionArgs) => startChecklistPage.save(args)

/** Starts a checklist from a template: its title, due day and (checklist admins) whom it is for. */
export default function StartChecklistPage() {
  const { template, choices } = useLoaderData<typeof loader>()
  const { errors, formErrors, value } = readReply(useActionData<typeof action>())
  const { t } = useTranslation()
  return (
    <Page
      width="2xl"
      title={t('Start checklist')}
      lead={template.title}
      back={{ to: templatePath(template.id), label: template.title }}
    >
      <Form method="post" noValidate className="mt-6">
        <ErrorSummary fieldErrors={errors} formErrors={formErrors} />
        <Field
          label={t('Title')}
          hint={t('The template’s title when left empty.')}
          errors={errors.title}
          inputProps={{ id: 'title', name: 'title', defaultValue: value('title', template.title) }}
        />
        <Field
          label={t('Due date')}
          hint={t('Optional.')}
          errors={errors.due_on}
          inputProps={{
            id: 'due_on',
            name: 'due_on',
            type: 'date',
            defaultValue: value('due_on', ''),
          }}
        />
        {choices ? (
          <AssigneeSelect
            choices={choices}
            defaultValue={value('assigned_to', assigneeValue(template.assigned_to))}
            errors={errors.assigned_to}
            nobody={t('Nobody in particular')}
          />
        ) : (
          <p className="mb-5 text-slate-700">{t('The checklist will be yours to fill in.')}</p>
        )}
        <FormActions cancelTo={templatePath(template.id)}>
          <SubmitButton>{t('Start checklist')}</SubmitButton>
        </FormActions>
      </Form>
    </Page>
  )
}
