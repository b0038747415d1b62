import { json, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import {
  RESPONSIBILITIES_LIST_PATH,
  RESPONSIBILITIES_PAGE_SIZE,
  RESPONSIBILITIES_PATH,
  RESPONSIBILITY_MESSAGES,
} from '~/domains/org/responsibilities.schema'
import { deleteResponsibility, listResponsibilities } from '~/domains/org/responsibilities.server'
import { msg } from '~/i18n'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { idSchema } from '~/platform/form-fields'
import { asErrorPage, signedIn } from '~/platform/request-context.server'
import { authorize } from '~/platform/authorize.server'
import { can } from '~/domains/org/responsibilities.policy'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Responsibilities'))

export const loader = signedIn(async ({ actor, meta, request }) => {
  await authorize({ actor, meta }, can, 'responsibility.update')
  const url = new URL(request.url)
  const search = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
  const pageParam = Number(url.searchParams.get('page') ?? '1')
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 100_000 ? pageParam : 1
  const { count, results } = await listResponsibilities(actor, {
    search: search || undefined,
    page,
    pageSize: RESPONSIBILITIES_PAGE_SIZE,
  })
  return json({
    search,
    page,
    pageCount: Math.max(1, Math.ceil(count / RESPONSIBILITIES_PAGE_SIZE)),
    count,
    responsibilities: results,
  })
})

/** Deletes a responsibility (the delete confirmation page posts here). */
export const action = signedIn(async ({ actor, meta, request }) => {
  const formData = await request.formData()
  const id = idSchema('Not found.').safeParse(formData.get('id'))
  if (formData.get('intent') !== 'delete' || !id.success) {
    throw new Response('Unknown form', { status: 400 })
  }
  try {
    await deleteResponsibility(actor, id.data, meta)
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') {
      return redirectWithFlash(RESPONSIBILITIES_LIST_PATH, {
        kind: 'error',
        message: RESPONSIBILITY_MESSAGES.notFound,
      })
    }
    asErrorPage(error)
  }
  return redirectWithFlash(RESPONSIBILITIES_LIST_PATH, {
    kind: 'success',
    message: RESPONSIBILITY_MESSAGES.deleted,
  })
})

const name = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim()

export default function ResponsibilitiesListPage() {
  const { search, page, pageCount, count, responsibilities } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const pageLink = (to: number) => {
    const params = new URLSearchParams()
    if (search) params.set('q', search)
    params.set('page', String(to))
    return `${RESPONSIBILITIES_LIST_PATH}?${params}`
  }
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-3xl font-bold">{t('Responsibilities')}</h1>
        <Link to={RESPONSIBILITIES_PATH} className={buttonClasses('primary')}>
          {t('Add a responsibility')}
        </Link>
      </div>
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="q" className="block font-semibold">
            {t('Search responsibilities')}
          </label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={search}
            className="mt-1 block rounded-md border-2 border-slate-700 px-3 py-2 text-base"
          />
        </div>
        <Button variant="secondary">{t('Search')}</Button>
      </Form>
      <p className="mt-4 text-slate-700" aria-live="polite">
        {t('Responsibilities found: {{total}}', { total: count })}
      </p>
      {responsibilities.length === 0 ? (
        <p className="mt-4 text-slate-700">
          {search
            ? t('No responsibility matches this search.')
            : t('There are no responsibilities yet. Add one to give people their duties.')}
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse">
            <thead>
              <tr className="border-b-2 border-slate-700">
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('Title')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('Description')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('Assigned to')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('Created by')}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t('Actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {responsibilities.map((item) => {
                const more = item.assigned_count - item.assigned_to.length
                return (
                  <tr key={item.id} className="border-b border-slate-200 align-top">
                    <th scope="row" className="py-2 pe-4 text-start font-semibold">
                      {item.title}
                    </th>
                    <td className="py-2 pe-4 whitespace-pre-line">{item.description}</td>
                    <td className="py-2 pe-4">
                      {item.assigned_to.length === 0
                        ? t('Nobody')
                        : item.assigned_to.map(name).join(', ')}
                      {more > 0 ? ` ${t('and {{total}} more', { total: more })}` : null}
                    </td>
                    <td className="py-2 pe-4">{item.created_by ? name(item.created_by) : ''}</td>
                    <td className="flex flex-wrap gap-3 py-2">
                      <Link
                        to={`${RESPONSIBILITIES_PATH}/${item.id}/edit`}
                        className={buttonClasses('link')}
                      >
                        {t('Edit')}
                        <span className="sr-only">: {item.title}</span>
                      </Link>
                      <Link
                        to={`${RESPONSIBILITIES_PATH}/${item.id}/delete`}
                        className={buttonClasses('link')}
                      >
                        {t('Delete')}
                        <span className="sr-only">: {item.title}</span>
                      </Link>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      {pageCount > 1 ? (
        <nav aria-label={t('Pages')} className="mt-6 flex flex-wrap items-center gap-6">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} rel="prev" className={buttonClasses('secondary')}>
              {t('Previous page')}
            </Link>
          ) : null}
          <p aria-current="page">{t('Page {{page}} of {{pages}}', { page, pages: pageCount })}</p>
          {page < pageCount ? (
            <Link to={pageLink(page + 1)} rel="next" className={buttonClasses('secondary')}>
              {t('Next page')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </main>
  )
}
