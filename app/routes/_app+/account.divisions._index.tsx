import type { SubmissionResult } from '@conform-to/react'
import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { ColorValue, Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { EditDeleteActions, Table } from '~/components/ui/table'
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

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta }) => {
    await authorize({ actor, meta }, can, 'division.update')
    return json({ divisions: await listDivisions(actor) })
  })

/** Adds a division (the service refuses and records anyone who may not). */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    return handleForm(request, DivisionFormSchema, async (input) => {
      await createDivision(actor, input, meta).catch(asErrorPage)
      return redirectWithFlash(DIVISIONS_PATH, {
        kind: 'success',
        message: DIVISION_MESSAGES.added,
      })
    })
  })

export default function DivisionsPage() {
  const { divisions } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  const { t } = useTranslation()
  return (
    <Page
      width="5xl"
      title={t('Divisions')}
      lead={t('Divisions group people and positions; the org chart shows each in its colour.')}
    >
      <Section id="divisions-title" title={t('Current divisions')}>
        <Table
          rows={divisions}
          empty={t('There are no divisions yet. Add one below.')}
          columns={[
            {
              header: t('Name'),
              rowHeader: true,
              cell: (division) => (
                <>
                  {division.division_name}
                  {division.division_description ? (
                    <p className="text-sm font-normal text-slate-700">
                      {division.division_description}
                    </p>
                  ) : null}
                </>
              ),
            },
            {
              header: t('Colour'),
              cell: (division) => <ColorValue color={division.division_color} />,
            },
            { header: t('Order'), cell: (division) => division.division_order },
            { header: t('People'), cell: (division) => division.people_count },
            { header: t('Positions'), cell: (division) => division.positions_count },
          ]}
          actions={(division) => (
            <EditDeleteActions
              to={`${DIVISIONS_PATH}/${division.id}`}
              name={division.division_name}
            />
          )}
        />
      </Section>
      <Section id="add-division-title" title={t('Add a division')} className="mt-10 max-w-2xl">
        <div className="mt-4">
          <DivisionForm
            key={divisions.length}
            id="add-division"
            lastResult={reply}
            submitLabel={t('Add division')}
          />
        </div>
      </Section>
    </Page>
  )
}
