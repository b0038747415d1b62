import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import type { ReactNode } from 'react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses, SubmitButton } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field } from '~/components/ui/field'
import { Page } from '~/components/ui/page'
import { Select } from '~/components/ui/select'
import { RowAction, Table } from '~/components/ui/table'
import { useHydrated } from '~/components/use-hydrated'
import { StatDragHandle, StatOrderDrag } from '~/domains/statistics/components/stat-order-drag'
import { PERIOD_LABELS } from '~/domains/statistics/periods'
import { authorizePage, statFormChoices } from '~/domains/statistics/stat-pages.server'
import { listAllStats } from '~/domains/statistics/stat-lists.server'
import { duplicateStats, moveStat, setArchived } from '~/domains/statistics/stats.server'
import { STAT_MESSAGES } from '~/domains/statistics/statistics.messages'
import {
  ARCHIVED_STATS_PATH,
  CREATE_STAT_PATH,
  EXTERNAL_STATS_PATH,
  STATS_ADMIN_PATH,
  UPLOAD_VALUES_PATH,
  statSettingsPath,
} from '~/domains/statistics/statistics.paths'
import {
  DuplicateStatsSchema,
  StatMoveSchema,
  StatRowSchema,
} from '~/domains/statistics/statistics.schema'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { readReply } from '~/platform/form-reply'
import { handleIntents, intent } from '~/platform/forms.server'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Manage stats'))

/** Stat admins' list of the company's stats: order, archive, duplicate, open one's settings. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async (asker) => {
    await authorizePage(asker, 'stat.manage', 'stat.list')
    const [stats, choices] = await Promise.all([listAllStats(asker), statFormChoices(asker)])
    return json({ stats, owners: choices.owners })
  })

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async (asker) => {
    // Stat admins only, decided before the form is read (its rules are not an employee's business).
    await authorizePage(asker, 'stat.manage', 'stat.list')
    return handleIntents(asker.request, {
      move: intent(StatMoveSchema, async ({ id, to }) => {
        await moveStat(asker, id, to)
        return redirectWithFlash(STATS_ADMIN_PATH, {
          kind: 'success',
          message: STAT_MESSAGES.saved,
        })
      }),
      archive: intent(StatRowSchema, async ({ id }) => {
        await setArchived(asker, id, true)
        return redirectWithFlash(STATS_ADMIN_PATH, {
          kind: 'success',
          message: STAT_MESSAGES.archived,
        })
      }),
      duplicate: intent(DuplicateStatsSchema, async (input) => {
        const copies = await duplicateStats(asker, input)
        const message = STAT_MESSAGES.duplicated.replace('{{count}}', String(copies.length))
        return redirectWithFlash(STATS_ADMIN_PATH, { kind: 'success', message })
      }),
    })
  })

/** A row's small form (up, down, archive), placed outside the table's form and named by id. */
function RowForm({
  id,
  statId,
  fields,
}: {
  id: string
  statId: number
  fields: Record<string, string>
}) {
  return (
    <Form method="post" id={id} hidden>
      <input type="hidden" name="id" value={statId} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </Form>
  )
}

/** The list, reorderable by drag once JavaScript runs (the server's HTML has the buttons only). */
function Reorderable({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  return enabled ? <StatOrderDrag>{children}</StatOrderDrag> : <>{children}</>
}

export default function ManageStatsPage() {
  const { stats, owners } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const { errors, formErrors, value } = readReply(reply)
  // The duplicate form's refusals come under its headline; a move's refusal is the order's.
  const headline =
    value('intent', '') === 'duplicate' ? STAT_MESSAGES.duplicateFailed : STAT_MESSAGES.orderFailed
  const failed = formErrors || errors.stat_ids ? [t(headline)] : undefined
  return (
    <Page
      width="6xl"
      title={t('Manage stats')}
      actions={
        <div className="flex flex-wrap gap-4">
          <Link to={UPLOAD_VALUES_PATH} className={buttonClasses('secondary')}>
            {t('Upload values')}
          </Link>
          <Link to={CREATE_STAT_PATH} className={buttonClasses('primary')}>
            {t('Create Stat')}
          </Link>
        </div>
      }
    >
      <p className="mt-2">
        <Link to={ARCHIVED_STATS_PATH} className={buttonClasses('link')}>
          {t('Archived stats')}
        </Link>{' '}
        ·{' '}
        <Link to={EXTERNAL_STATS_PATH} className={buttonClasses('link')}>
          {t('External stats')}
        </Link>
      </p>
      <div className="mt-6">
        <ErrorSummary
          fieldErrors={{ stat_ids: errors.stat_ids?.map((m) => t(m)) }}
          formErrors={failed ? [...failed, ...(formErrors ?? []).map((m) => t(m))] : undefined}
        />
      </div>
      <Form method="post" id="duplicate-stats">
        <Reorderable enabled={hydrated}>
          <Table
            rows={stats}
            caption={t('Stats in their order')}
            empty={t('There are no stats yet. Create one to follow a number week by week.')}
            columns={[
              {
                header: <span className="sr-only">{t('Order')}</span>,
                cell: (stat) => <StatDragHandle stat={stat} />,
                hidden: !hydrated,
              },
              {
                header: <span className="sr-only">{t('Select')}</span>,
                cell: (stat) => (
                  <input
                    type="checkbox"
                    name="stat_ids"
                    value={stat.id}
                    aria-label={t('Select {{name}}', { name: stat.stat_name })}
                    className="h-5 w-5"
                  />
                ),
              },
              { header: t('Name'), rowHeader: true, cell: (stat) => stat.stat_name },
              { header: t('Owner'), cell: (stat) => stat.stat_owner_name ?? '' },
              { header: t('Division'), cell: (stat) => stat.stat_division_name ?? '' },
              { header: t('Period'), cell: (stat) => t(PERIOD_LABELS[stat.period_type]) },
              {
                header: t('Kind'),
                cell: (stat) =>
                  stat.is_calculated
                    ? t('Calculated')
                    : stat.is_external
                      ? t('External')
                      : t('Entered'),
              },
            ]}
            actions={(stat) => (
              <div className="flex flex-wrap gap-3">
                <RowAction
                  to={statSettingsPath(stat.id)}
                  label={t('Settings')}
                  name={stat.stat_name}
                />
                <Button variant="link" form={`up-${stat.id}`}>
                  {t('Up')}
                  <span className="sr-only">: {stat.stat_name}</span>
                </Button>
                <Button variant="link" form={`down-${stat.id}`}>
                  {t('Down')}
                  <span className="sr-only">: {stat.stat_name}</span>
                </Button>
                <Button variant="link" form={`archive-${stat.id}`}>
                  {t('Archive')}
                  <span className="sr-only">: {stat.stat_name}</span>
                </Button>
              </div>
            )}
          />
        </Reorderable>
        {stats.length > 0 ? (
          <fieldset className="mt-8 rounded-md border border-slate-300 p-4">
            <legend className="px-1 text-lg font-semibold">
              {t('Duplicate the selected stats')}
            </legend>
            <Field
              label={t('Name prefix')}
              hint={t('Put before each copy’s name, e.g. “2027 ”.')}
              inputProps={{ id: 'name_prefix', name: 'name_prefix', defaultValue: 'Copy of ' }}
            />
            <Select
              id="stat_owner"
              name="stat_owner"
              label={t('Owner of the copies')}
              placeholder={t('Keep each stat’s owner')}
              errors={errors.stat_owner?.map((m) => t(m))}
              options={owners.map((owner) => ({ value: owner.id, label: owner.name }))}
            />
            <SubmitButton name="intent" value="duplicate">
              {t('Duplicate stats')}
            </SubmitButton>
          </fieldset>
        ) : null}
      </Form>
      {stats.map((stat) => (
        <div key={stat.id}>
          <RowForm
            id={`up-${stat.id}`}
            statId={stat.id}
            fields={{ intent: 'move', direction: 'up' }}
          />
          <RowForm
            id={`down-${stat.id}`}
            statId={stat.id}
            fields={{ intent: 'move', direction: 'down' }}
          />
          <RowForm id={`archive-${stat.id}`} statId={stat.id} fields={{ intent: 'archive' }} />
        </div>
      ))}
    </Page>
  )
}
