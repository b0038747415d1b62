import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { Button } from '~/components/ui/button'
import { draftArticlePage } from '~/domains/knowledge/articles/article-form-pages.server'
import { ArticleForm } from '~/domains/knowledge/articles/components/article-form'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Edit Draft'))

export const loader = (args: LoaderFunctionArgs) => draftArticlePage.load(args)

export const action = (args: ActionFunctionArgs) => draftArticlePage.save(args)

export default function DraftArticlePage() {
  const { hasDraft, form } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { t } = useTranslation()
  return (
    <Page title={t('Edit Draft')}>
      <p className="mt-1 mb-6 text-lg text-slate-700">
        {t('Changes saved here stay out of the live article until you publish them.')}
      </p>
      <ArticleForm key={`${form.version}:${form.draftVersion}`} {...form} reply={reply} />
      {hasDraft ? (
        <Form method="post" className="mt-8">
          <Button variant="danger" name="intent" value="delete-draft">
            {t('Delete draft')}
          </Button>
        </Form>
      ) : null}
    </Page>
  )
}
