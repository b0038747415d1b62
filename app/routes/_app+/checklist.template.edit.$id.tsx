import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { templatePath } from '~/domains/checklists/checklist-paths'
import { TemplateForm } from '~/domains/checklists/components/template-form'
import { editTemplatePage } from '~/domains/checklists/template-pages.server'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Edit Template'))

export const loader = (args: LoaderFunctionArgs) => editTemplatePage.load(args)

export const action = (args: ActionFunctionArgs) => editTemplatePage.save(args)

export default function EditTemplatePage() {
  const { template, form } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { t } = useTranslation()
  return (
    <Page
      title={t('Edit Template')}
      back={{ to: templatePath(template.id), label: template.title }}
    >
      <TemplateForm
        key={template.version}
        {...form}
        reply={reply}
        version={template.version}
        cancelTo={templatePath(template.id)}
      />
    </Page>
  )
}
