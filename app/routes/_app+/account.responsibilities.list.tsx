import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { SearchForm } from '~/components/ui/filter-bar'
import { Page } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { EditDeleteActions, Table } from '~/components/ui/table'
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

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    await authorize({ actor, meta }, can, 'responsibility.update')
    const url = new URL(request.url)
    const search = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
    const pageParam = Number(url.searchParams.get('page') ?? '1')
    const page =
      Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 100_000 ? pageParam : 1
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
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
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
  return (
    <Page
      width="6xl"
      title={t('Responsibilities')}
      actions={
        <Link to={RESPONSIBILITIES_PATH} className={buttonClasses('primary')}>
          {t('Add a responsibility')}
        </Link>
      }
    >
      <SearchForm id="q" name="q" label={t('Search responsibilities')} defaultValue={search} />
      <p className="mt-4 text-slate-700" aria-live="polite">
        {t('Responsibilities found: {{total}}', { total: count })}
      </p>
      <Table
        rows={responsibilities}
        empty={
          search
            ? t('No responsibility matches this search.')
            : t('There are no responsibilities yet. Add one to give people their duties.')
        }
        columns={[
          { header: t('Title'), rowHeader: true, cell: (item) => item.title },
          {
            header: t('Description'),
            className: 'whitespace-pre-line',
            cell: (item) => item.description,
          },
          {
            header: t('Assigned to'),
            cell: (item) => {
              const more = item.assigned_count - item.assigned_to.length
              return (
                <>
                  {item.assigned_to.length === 0
                    ? t('Nobody')
                    : item.assigned_to.map(name).join(', ')}
                  {more > 0 ? ` ${t('and {{total}} more', { total: more })}` : null}
                </>
              )
            },
          },
          {
            header: t('Created by'),
            cell: (item) => (item.created_by ? name(item.created_by) : ''),
          },
        ]}
        actions={(item) => (
          <EditDeleteActions to={`${RESPONSIBILITIES_PATH}/${item.id}`} name={item.title} />
        )}
      />
      <Pager page={page} pageCount={pageCount} />
    </Page>
  )
}
