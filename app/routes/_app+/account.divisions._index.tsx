import type { SubmissionResult } from '@conform-to/react'
import { json, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { DivisionForm } from '~/domains/org/components/division-form'
import {
  DIVISION_MESSAGES,
  DIVISIONS_PATH,
  DivisionFormSchema,
} from '~/domains/org/divisions.schema'
import { createDivision, listDivisions } from '~/domains/org/divisions.server'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { asErrorPage, signedIn } from '~/platform/request-context.server'
import { authorize } from '~/platform/authorize.server'
import { can } from '~/domains/org/divisions.policy'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Divisions'))

export const loader = signedIn(async ({ actor, meta }) => {
  await authorize({ actor, meta }, can, 'division.update')
  return json({ divisions: await listDivisions(actor) })
})

/** Adds a division (the service refuses and records anyone who may not). */
export const action = signedIn(async ({ actor, meta, request }) => {
  return handleForm(request, DivisionFormSchema, async (input) => {
    await createDivision(actor, input, meta).catch(asErrorPage)
    return redirectWithFlash(DIVISIONS_PATH, { kind: 'success', message: DIVISION_MESSAGES.added })
  })
})

export default function DivisionsPage() {
  const { divisions } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  const { t } = useTranslation()
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('Divisions')}</h1>
      <p className="mt-2 text-lg text-slate-700">
        {t('Divisions group people and positions; the org chart shows each in its colour.')}
      </p>
      <section aria-labelledby="divisions-title" className="mt-8">
        <h2 id="divisions-title" className="text-2xl font-bold">
          {t('Current divisions')}
        </h2>
        {divisions.length === 0 ? (
          <p className="mt-4 text-slate-700">{t('There are no divisions yet. Add one below.')}</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full border-collapse text-start">
              <thead>
                <tr className="border-b-2 border-slate-700">
                  <th scope="col" className="py-2 pe-4 text-start">
                    {t('Name')}
                  </th>
                  <th scope="col" className="py-2 pe-4 text-start">
                    {t('Colour')}
                  </th>
                  <th scope="col" className="py-2 pe-4 text-start">
                    {t('Order')}
                  </th>
                  <th scope="col" className="py-2 pe-4 text-start">
                    {t('People')}
                  </th>
                  <th scope="col" className="py-2 pe-4 text-start">
                    {t('Positions')}
                  </th>
                  <th scope="col" className="py-2 text-start">
                    {t('Actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {divisions.map((division) => (
                  <tr key={division.id} className="border-b border-slate-200 align-top">
                    <th scope="row" className="py-2 pe-4 text-start font-semibold">
                      {division.division_name}
                      {division.division_description ? (
                        <p className="text-sm font-normal text-slate-700">
                          {division.division_description}
                        </p>
                      ) : null}
                    </th>
                    <td className="py-2 pe-4">
                      <span className="inline-flex items-center gap-2">
                        <span
                          aria-hidden="true"
                          className="inline-block h-5 w-5 rounded-sm border border-slate-700"
                          style={{ backgroundColor: division.division_color }}
                        />
                        <code>{division.division_color}</code>
                      </span>
                    </td>
                    <td className="py-2 pe-4">{division.division_order}</td>
                    <td className="py-2 pe-4">{division.people_count}</td>
                    <td className="py-2 pe-4">{division.positions_count}</td>
                    <td className="flex flex-wrap gap-3 py-2">
                      <Link
                        to={`${DIVISIONS_PATH}/${division.id}/edit`}
                        className={buttonClasses('link')}
                      >
                        {t('Edit')}
                        <span className="sr-only">: {division.division_name}</span>
                      </Link>
                      <Link
                        to={`${DIVISIONS_PATH}/${division.id}/delete`}
                        className={buttonClasses('link')}
                      >
                        {t('Delete')}
                        <span className="sr-only">: {division.division_name}</span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="add-division-title" className="mt-10 max-w-2xl">
        <h2 id="add-division-title" className="text-2xl font-bold">
          {t('Add a division')}
        </h2>
        <div className="mt-4">
          <DivisionForm
            key={divisions.length}
            id="add-division"
            lastResult={reply}
            submitLabel={t('Add division')}
          />
        </div>
      </section>
    </main>
  )
}
