import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { createArticlePage } from '~/domains/knowledge/articles/article-form-pages.server'
import { ArticleForm } from '~/domains/knowledge/articles/components/article-form'
import { TemplatePicker } from '~/domains/knowledge/templates/components/template-picker'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Create Article'))

export const loader = (args: LoaderFunctionArgs) => createArticlePage.load(args)

export const action = (args: ActionFunctionArgs) => createArticlePage.save(args)

export default function CreateArticlePage() {
  const { form, templates } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { t } = useTranslation()
  return (
    <Page spaced title={t('Create Article')}>
      <TemplatePicker templates={templates} />
      {/* Remounted when a template is chosen: its fields start from the new values. */}
      <ArticleForm key={form.storageKey} {...form} reply={reply} />
    </Page>
  )
}
