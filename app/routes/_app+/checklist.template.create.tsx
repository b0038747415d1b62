import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { TEMPLATES_PATH } from '~/domains/checklists/checklist-paths'
import { TemplateForm } from '~/domains/checklists/components/template-form'
import { createTemplatePage } from '~/domains/checklists/template-pages.server'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Create Template'))

export const loader = (args: LoaderFunctionArgs) => createTemplatePage.load(args)

export const action = (args: ActionFunctionArgs) => createTemplatePage.save(args)

export default function CreateTemplatePage() {
  const { form } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { t } = useTranslation()
  return (
    <Page
      title={t('Create Template')}
      back={{ to: TEMPLATES_PATH, label: t('Checklist Templates') }}
    >
      <TemplateForm {...form} reply={reply} cancelTo={TEMPLATES_PATH} />
    </Page>
  )
}
