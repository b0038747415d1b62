import {
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import {
  BulkDeleteConfirmation,
  BulkEditForm,
  BulkPage,
  KeepSelect,
} from '~/components/bulk-actions'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { optionsOf } from '~/components/ui/select'
import { articlesByIds, taxonomyOptions } from '~/domains/knowledge/reading/article-reading.server'
import {
  ARTICLES_PATH,
  BULK_MESSAGES,
  VISIBILITY_LABELS,
} from '~/domains/knowledge/articles/articles.schema'
import { bulkArticlesFromForm } from '~/domains/knowledge/articles/bulk-page.server'
import { ARTICLE_STATUS } from '~/domains/knowledge/knowledge-constants'
import { msg } from '~/i18n'
import { bulkPageData } from '~/platform/bulk-page.server'
import { signedIn } from '~/platform/request-context.server'
import { authorize } from '~/platform/authorize.server'
import { can as knowledgeCan } from '~/domains/knowledge/knowledge.policy'

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, msg('Edit or delete articles'))

/** Reached from the list's tick boxes: a GET form with one `id` per chosen article. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    await authorize({ actor, meta }, knowledgeCan, 'article.author')
    return bulkPageData(
      request,
      (ids) => articlesByIds(actor, ids),
      () => taxonomyOptions(actor.companyId),
    )
  })

export const action = (args: ActionFunctionArgs) => signedIn(args, bulkArticlesFromForm)

export default function BulkArticlesPage() {
  const { chosen, offered: options } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <BulkPage
      title={t('Edit or delete articles')}
      chosen={chosen.map((article) => ({
        id: article.id,
        name: article.title,
        detail: (
          <>
            <span>{article.category}</span>
            {article.status === ARTICLE_STATUS.draft ? (
              <span className="rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-900">
                {t('Draft')}
              </span>
            ) : null}
          </>
        ),
      }))}
      chosenLabel={t('{{count}} articles chosen', { count: chosen.length })}
      noneChosen={t(BULK_MESSAGES.noneChosen)}
      back={{ to: ARTICLES_PATH, label: t('Back to articles') }}
      failed={{ update: BULK_MESSAGES.updateFailed, delete: BULK_MESSAGES.deleteFailed }}
    >
      <BulkEditForm intent="update" submitLabel={t('Save changes for every article chosen')}>
        <KeepSelect
          id="bulk-category"
          name="article_category"
          label={t('Category')}
          options={options.categories.map((category) => ({
            value: category.id,
            label: `${'\u00a0\u00a0'.repeat(category.depth)}${category.name}`,
          }))}
        />
        <KeepSelect
          id="bulk-type"
          name="type"
          label={t('Type')}
          options={[{ value: 'none', label: t('No type') }, ...optionsOf(options.types)]}
        />
        <KeepSelect
          id="bulk-visibility"
          name="visibility"
          label={t('Visibility')}
          options={Object.entries(VISIBILITY_LABELS).map(([value, label]) => ({
            value,
            label: t(label),
          }))}
        />
        <KeepSelect
          id="bulk-status"
          name="status"
          label={t('Status')}
          options={[{ value: 'published', label: t('Publish the drafts among them') }]}
        />
      </BulkEditForm>
      <BulkDeleteConfirmation
        explanation={t('Their versions, drafts and read records go too.')}
        label={t('Delete {{count}} articles', { count: chosen.length })}
      />
    </BulkPage>
  )
}
