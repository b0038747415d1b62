import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from '~/components/translation'
import { SubmitButton } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/choice'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field } from '~/components/ui/field'
import { Select } from '~/components/ui/select'
import { SavedValueList, StaleRecordNotice } from '~/components/ui/stale-record-notice'
import { msg } from '~/i18n'
import type { OrgChartDisplaySettings, OrgChartNode } from '../org-chart.types'
import { orgChartSvg } from '../org-chart-svg'
import { CORNER_STYLES, ORG_CHART_LAYOUTS } from '../org-chart-settings.schema'
import type { OrgChartKind } from '../org.tables'

type Saved = OrgChartDisplaySettings & { version: number }

export interface OrgChartSettingsFormProps {
  orgflow: Saved
  horizontalorg: Saved
  publicOrgChart: boolean
  /** The full address of the public chart, shown while it is on. */
  publicUrl: string
  reply: SubmissionResult<string[]> | undefined
}

type Flag = Exclude<keyof OrgChartDisplaySettings, 'background' | 'corner_style'>

/** What each checkbox is called and what it changes (the seed names only the fields). */
const FLAGS: { name: Flag; label: string; hint: string }[] = [
  {
    name: 'highlights',
    label: msg('Highlight the path to a person'),
    hint: msg(
      'When someone is searched for or selected, the boxes from the top of the chart down to them are highlighted.',
    ),
  },
  {
    name: 'outline',
    label: msg('Outline the boxes'),
    hint: msg('Draws a border around each box.'),
  },
  {
    name: 'disable_div_tree',
    label: msg('Do not group by division'),
    hint: msg(
      'The chart by division shows the plain manager tree instead of one group per division.',
    ),
  },
  {
    name: 'held_From_above',
    label: msg('Stack juniors under their manager'),
    hint: msg(
      'Shows direct reports in a column below their manager instead of side by side, which keeps wide teams narrow.',
    ),
  },
  {
    name: 'all_nodes_small',
    label: msg('Small boxes'),
    hint: msg(
      'Draws every box in a compact size (name and title only), so more of the chart fits.',
    ),
  },
  {
    name: 'hide_emp_div_dept_title',
    label: msg('Hide the division name'),
    hint: msg('Leaves the division line out of each person’s box; the colour bar stays.'),
  },
]

const CORNER_LABELS: Record<(typeof CORNER_STYLES)[number], string> = {
  rounded: msg('Rounded'),
  square: msg('Square'),
}

/** The values a form shows: what was just sent (kept on an error), else what is saved. */
function shownValues(saved: Saved, sent: Record<string, unknown> | undefined) {
  if (!sent) return { ...saved, version: String(saved.version) }
  const text = (name: string, fallback: string) =>
    typeof sent[name] === 'string' ? (sent[name] as string) : fallback
  const flags = Object.fromEntries(
    FLAGS.map(({ name }) => [name, sent[name] !== undefined && sent[name] !== 'false']),
  ) as Record<Flag, boolean>
  return {
    ...flags,
    background: text('background', saved.background),
    corner_style: (text('corner_style', saved.corner_style) === 'square'
      ? 'square'
      : 'rounded') as OrgChartDisplaySettings['corner_style'],
    version: text('version', String(saved.version)),
  }
}

/** The form's current values of one chart, read from the form element (live preview). */
function valuesIn(form: HTMLFormElement, kind: OrgChartKind): OrgChartDisplaySettings {
  const data = new FormData(form)
  const flags = Object.fromEntries(
    FLAGS.map(({ name }) => [name, data.get(`${kind}.${name}`) !== null]),
  ) as Record<Flag, boolean>
  return {
    ...flags,
    background: String(data.get(`${kind}.background`) ?? '#ffffff'),
    corner_style: data.get(`${kind}.corner_style`) === 'square' ? 'square' : 'rounded',
  }
}

/** A manager and two reports: enough to see boxes, connectors, colours and corners. */
function sampleChart(t: (key: string) => string): OrgChartNode[] {
  const node = (key: string, name: string, title: string, division: string, color: string) => ({
    key,
    kind: 'person' as const,
    name,
    title,
    division: { name: division, color },
    directReports: 0,
    children: [],
    dottedManagerKeys: [],
  })
  return [
    {
      ...node('p-1', 'Alex Morgan', t('Managing Director'), t('Management'), '#0cb2fc'),
      directReports: 2,
      children: [
        node('p-2', 'Sam Lee', t('Head of Sales'), t('Sales'), '#f97316'),
        node('p-3', 'Kim Park', t('Head of Product'), t('Product'), '#16a34a'),
      ],
    },
  ]
}

function Preview({
  settings,
  orientation,
  label,
}: {
  settings: OrgChartDisplaySettings
  orientation: 'vertical' | 'horizontal'
  label: string
}) {
  const { t } = useTranslation()
  const svg = useMemo(
    () => orgChartSvg(sampleChart(t), { settings, orientation, title: label }),
    [settings, orientation, label, t],
  )
  return (
    <figure className="self-start rounded-md border border-slate-300 bg-slate-50 p-3">
      <figcaption className="mb-2 text-sm font-semibold text-slate-700">{t('Preview')}</figcaption>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        alt={label}
        className="h-auto w-full max-w-md"
        data-testid="org-chart-preview"
      />
    </figure>
  )
}

function SavedValues({ saved, legend }: { saved: Saved; legend: string }) {
  const { t } = useTranslation()
  return (
    <>
      <h3 className="mt-3 font-semibold">{t(legend)}</h3>
      <SavedValueList
        values={[
          ...FLAGS.map(({ name, label }) => ({
            label: t(label),
            value: saved[name] ? t('Yes') : t('No'),
          })),
          { label: t('Background colour'), value: saved.background },
          { label: t('Box corners'), value: t(CORNER_LABELS[saved.corner_style]) },
        ]}
      />
    </>
  )
}

/**
 * Both charts' display settings and the public-chart switch, in one plain form (it works
 * without JavaScript). Each chart has a preview drawn by the SVG renderer: on the server from
 * the shown values, and with JavaScript again on every change.
 */
export function OrgChartSettingsForm(props: OrgChartSettingsFormProps) {
  const { reply } = props
  const { t } = useTranslation()
  const errors = reply?.error ?? {}
  const sent = reply?.initialValue as Record<string, unknown> | undefined
  const sentKind = (kind: OrgChartKind) =>
    sent ? ((sent[kind] ?? {}) as Record<string, unknown>) : undefined
  const shown = {
    orgflow: shownValues(props.orgflow, sentKind('orgflow')),
    horizontalorg: shownValues(props.horizontalorg, sentKind('horizontalorg')),
  }
  const publicShown = sent ? sent.public_org_chart !== undefined : props.publicOrgChart
  const publicWas = sent
    ? String(sent.public_org_chart_was ?? String(props.publicOrgChart))
    : String(props.publicOrgChart)
  const [live, setLive] = useState<Record<OrgChartKind, OrgChartDisplaySettings>>({
    orgflow: shown.orgflow,
    horizontalorg: shown.horizontalorg,
  })
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget
    setLive({ orgflow: valuesIn(form, 'orgflow'), horizontalorg: valuesIn(form, 'horizontalorg') })
  }

  const tr = (messages: string[] | null | undefined) => messages?.map((message) => t(message))
  const fieldErrors: Record<string, string[] | undefined> = {}
  for (const { kind } of ORG_CHART_LAYOUTS) {
    for (const name of ['background', 'corner_style', ...FLAGS.map((flag) => flag.name)]) {
      fieldErrors[`${kind}-${name}`] = tr(errors[`${kind}.${name}`])
    }
  }
  const staleKinds = ORG_CHART_LAYOUTS.filter(
    ({ kind }) => sent && shown[kind].version !== String(props[kind].version),
  )
  const publicStale = sent !== undefined && publicWas !== String(props.publicOrgChart)
  const stale = staleKinds.length > 0 || publicStale

  return (
    <div>
      <ErrorSummary fieldErrors={fieldErrors} formErrors={tr(errors[''])} />
      {stale ? (
        <StaleRecordNotice
          className=""
          title={t('The settings as they are saved now')}
          reloadLabel={t('Reload the saved settings')}
        >
          {staleKinds.map(({ kind, legend }) => (
            <SavedValues key={kind} saved={props[kind]} legend={legend} />
          ))}
          {publicStale ? (
            <p className="mt-3 text-sm">
              {props.publicOrgChart
                ? t('The org chart is shown publicly.')
                : t('The org chart is not shown publicly.')}
            </p>
          ) : null}
        </StaleRecordNotice>
      ) : null}

      <Form method="post" noValidate onChange={onChange}>
        {ORG_CHART_LAYOUTS.map(({ kind, legend, orientation }) => (
          <fieldset key={kind} className="mb-8 rounded-md border-2 border-slate-300 p-4">
            <legend className="px-1 text-xl font-bold text-slate-900">{t(legend)}</legend>
            <input type="hidden" name={`${kind}.version`} value={shown[kind].version} />
            <div className="grid gap-6 md:grid-cols-[1fr_minmax(0,20rem)]">
              <div>
                {FLAGS.map(({ name, label, hint }) => (
                  <Checkbox
                    key={name}
                    className="mb-4"
                    label={t(label)}
                    hint={t(hint)}
                    errors={fieldErrors[`${kind}-${name}`]}
                    inputProps={{
                      id: `${kind}-${name}`,
                      name: `${kind}.${name}`,
                      defaultChecked: shown[kind][name],
                    }}
                  />
                ))}
                <Field
                  label={t('Background colour')}
                  hint={t('The colour behind the chart.')}
                  errors={fieldErrors[`${kind}-background`]}
                  className="mb-4"
                  inputProps={{
                    id: `${kind}-background`,
                    name: `${kind}.background`,
                    type: 'color',
                    defaultValue: shown[kind].background,
                    className: 'h-10 w-24 p-0!',
                  }}
                />
                <Select
                  id={`${kind}-corner_style`}
                  name={`${kind}.corner_style`}
                  label={t('Box corners')}
                  hint={t('The shape of the corners of each box.')}
                  errors={fieldErrors[`${kind}-corner_style`]}
                  className="mb-4"
                  defaultValue={shown[kind].corner_style}
                  options={CORNER_STYLES.map((style) => ({
                    value: style,
                    label: t(CORNER_LABELS[style]),
                  }))}
                />
              </div>
              <Preview
                settings={live[kind]}
                orientation={orientation}
                label={
                  orientation === 'vertical'
                    ? t('Sample vertical chart: a manager above two reports')
                    : t('Sample horizontal chart: a manager left of two reports')
                }
              />
            </div>
          </fieldset>
        ))}

        <fieldset className="mb-8 rounded-md border-2 border-slate-300 p-4">
          <legend className="px-1 text-xl font-bold text-slate-900">{t('Public org chart')}</legend>
          <input type="hidden" name="public_org_chart_was" value={publicWas} />
          <Checkbox
            className=""
            label={t('Show the org chart publicly')}
            hint={t(
              'Anyone with the link can see the names, job titles and divisions on the chart without signing in. Nothing else is shown.',
            )}
            inputProps={{
              id: 'public_org_chart',
              name: 'public_org_chart',
              role: 'switch',
              defaultChecked: publicShown,
            }}
          />
          {props.publicOrgChart ? (
            <p className="mt-3 rounded-md bg-brand-50 p-3">
              {t('The public org chart is at')}{' '}
              <a href={props.publicUrl} className="break-all font-semibold underline">
                {props.publicUrl}
              </a>
            </p>
          ) : null}
        </fieldset>

        <SubmitButton>{t('Save chart settings')}</SubmitButton>
      </Form>
    </div>
  )
}
