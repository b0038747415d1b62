import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { SearchForm } from '~/components/ui/filter-bar'
import { Page } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { RowAction, Table } from '~/components/ui/table'
import { UploadDate } from '~/domains/files/components/file-field'
import { formatFileSize } from '~/domains/files/file-kinds'
import { courseEditPath } from '~/domains/courses/course-paths'
import { ScormListQuery } from '~/domains/scorm/packages/packages.schema'
import {
  scormDeletePath,
  scormPackagePath,
  scormSettingsPath,
  SCORM_UPLOAD_PATH,
} from '~/domains/scorm/packages/page-paths'
import { listPackages } from '~/domains/scorm/packages/packages.server'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('SCORM Packages'))

/** KB admins' list of the company's SCORM packages: search by title, a page at a time. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const query = ScormListQuery.parse(Object.fromEntries(new URL(request.url).searchParams))
    return json({ query, list: await listPackages({ actor, meta }, query) })
  })

export default function ScormPackagesPage() {
  const { query, list } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <Page
      width="7xl"
      title={t('SCORM Packages')}
      actions={
        <Link to={SCORM_UPLOAD_PATH} className={buttonClasses('primary')}>
          {t('Upload SCORM Package')}
        </Link>
      }
    >
      <SearchForm
        id="scorm-search"
        name="search"
        label={t('Search package titles')}
        defaultValue={query.search}
      />
      <p className="mt-6 text-slate-700" aria-live="polite">
        {t('Packages found: {{total}}', { total: list.count })}
      </p>
      <Table
        rows={list.results}
        caption={t('SCORM Packages')}
        empty={
          query.search
            ? t('No package title contains these words.')
            : t('There are no SCORM packages yet. Upload one to use it in a course.')
        }
        columns={[
          { header: t('Title'), rowHeader: true, cell: (row) => row.title },
          { header: t('SCORM version'), cell: (row) => row.scorm_version },
          { header: t('SCOs'), cell: (row) => row.sco_count },
          { header: t('Size'), cell: (row) => formatFileSize(row.unpacked_bytes) },
          { header: t('Uploaded by'), cell: (row) => row.uploaded_by ?? t('Former employee') },
          { header: t('Uploaded'), cell: (row) => <UploadDate at={row.uploaded_at} /> },
          {
            header: t('Used in courses'),
            cell: (row) =>
              row.courses.length ? (
                <ul>
                  {row.courses.map((course) => (
                    <li key={course.id}>
                      <Link to={courseEditPath(course.id)} className="underline">
                        {course.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                t('None')
              ),
          },
        ]}
        actions={(row) => (
          <>
            <RowAction to={scormPackagePath(row.id)} label={t('Play')} name={row.title} />
            <RowAction to={scormSettingsPath(row.id)} label={t('Settings')} name={row.title} />
            <RowAction to={scormDeletePath(row.id)} label={t('Delete')} name={row.title} />
          </>
        )}
      />
      <Pager page={list.page} pageCount={list.page_count} />
    </Page>
  )
}
