import { json, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import {
  BulkDeleteConfirmation,
  BulkFailureSummary,
  BulkIds,
  type BulkFailureData,
} from '~/components/bulk-actions'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import { articlesByIds, taxonomyOptions } from '~/domains/knowledge/article-reading.server'
import {
  ARTICLES_PATH,
  BULK_MESSAGES,
  VISIBILITY_LABELS,
} from '~/domains/knowledge/articles.schema'
import { bulkArticlesFromForm } from '~/domains/knowledge/bulk-page.server'
import { ARTICLE_STATUS } from '~/domains/knowledge/knowledge.tables'
import { msg } from '~/i18n'
import { chosenIds } from '~/platform/bulk.server'
import { signedIn } from '~/platform/request-context.server'
import { authorize } from '~/platform/authorize.server'
import { can as knowledgeCan } from '~/domains/knowledge/knowledge.policy'

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, msg('Edit or delete articles'))

/** Reached from the list's tick boxes: a GET form with one `id` per chosen article. */
export const loader = signedIn(async ({ actor, meta, request }) => {
  await authorize({ actor, meta }, knowledgeCan, 'article.author')
  const [chosen, options] = await Promise.all([
    articlesByIds(actor, chosenIds(request)),
    taxonomyOptions(actor.companyId),
  ])
  return json({ chosen, options })
})

export const action = signedIn(bulkArticlesFromForm)

const selectClasses =
  'mt-1 mb-5 block w-full rounded-md border-2 border-slate-700 bg-white px-3 py-2 text-base'

export default function BulkArticlesPage() {
  const { chosen, options } = useLoaderData<typeof loader>()
  const data = useActionData<typeof action>() as BulkFailureData | undefined
  const busy = useNavigation().state !== 'idle'
  const { t } = useTranslation()
  const ids = chosen.map((article) => article.id)
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('Edit or delete articles')}</h1>
      <BulkFailureSummary data={data} />
      {chosen.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {t(BULK_MESSAGES.noneChosen)}{' '}
          <Link to={ARTICLES_PATH} className={buttonClasses('link')}>
            {t('Back to articles')}
          </Link>
        </p>
      ) : (
        <>
          <h2 className="mt-6 text-xl font-bold">
            {t('{{count}} articles chosen', { count: chosen.length })}
          </h2>
          <ul className="mt-3 space-y-1">
            {chosen.map((article) => (
              <li key={article.id} className="flex flex-wrap items-center gap-3">
                <span className="font-semibold">{article.title}</span>
                <span className="text-sm text-slate-600">#{article.id}</span>
                <span>{article.category}</span>
                {article.status === ARTICLE_STATUS.draft ? (
                  <span className="rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-900">
                    {t('Draft')}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>

          <Form method="post" className="mt-8 max-w-2xl">
            <BulkIds ids={ids} />
            <input type="hidden" name="intent" value="update" />
            <p className="mb-4 text-slate-700">
              {t('Fields left on “Keep as it is” do not change.')}
            </p>
            <label htmlFor="bulk-category" className="block font-semibold">
              {t('Category')}
            </label>
            <select
              id="bulk-category"
              name="article_category"
              defaultValue=""
              className={selectClasses}
            >
              <option value="">{t('Keep as it is')}</option>
              {options.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {`${'\u00a0\u00a0'.repeat(category.depth)}${category.name}`}
                </option>
              ))}
            </select>
            <label htmlFor="bulk-type" className="block font-semibold">
              {t('Type')}
            </label>
            <select id="bulk-type" name="type" defaultValue="" className={selectClasses}>
              <option value="">{t('Keep as it is')}</option>
              <option value="none">{t('No type')}</option>
              {options.types.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </select>
            <label htmlFor="bulk-visibility" className="block font-semibold">
              {t('Visibility')}
            </label>
            <select
              id="bulk-visibility"
              name="visibility"
              defaultValue=""
              className={selectClasses}
            >
              <option value="">{t('Keep as it is')}</option>
              {Object.entries(VISIBILITY_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {t(label)}
                </option>
              ))}
            </select>
            <label htmlFor="bulk-status" className="block font-semibold">
              {t('Status')}
            </label>
            <select id="bulk-status" name="status" defaultValue="" className={selectClasses}>
              <option value="">{t('Keep as it is')}</option>
              <option value="published">{t('Publish the drafts among them')}</option>
            </select>
            <Button disabled={busy}>{t('Save changes for every article chosen')}</Button>
          </Form>

          <BulkDeleteConfirmation
            ids={ids}
            busy={busy}
            explanation={t('Their versions, drafts and read records go too.')}
            label={t('Delete {{count}} articles', { count: chosen.length })}
          />
        </>
      )}
    </main>
  )
}
