import { versionField } from '~/platform/form-fields'
import { z } from 'zod'
import { msg } from '~/i18n'
import { DEFAULT_ORG_CHART_SETTINGS, type OrgChartDisplaySettings } from './org-chart.types'
import type { OrgChartKind } from './org.tables'

/**
 * The org-chart display settings (seed 000 §3, §7 orgflow / horizontalorg): one schema per
 * field, shared by the REST API (a PATCH with any subset), the settings page (the whole form)
 * and the reader of stored rows (a bad stored value falls back to its default).
 */

export const ORG_CHART_SETTINGS_PATH = '/account/org-chart/settings'

/** The public chart of a company (built by the org-chart part): `/org-chart/?company=<slug>`. */
export function publicOrgChartPath(companySlug: string): string {
  return `/org-chart/?company=${encodeURIComponent(companySlug)}`
}

/** The eight fields, in the seed's order. */
export const ORG_CHART_SETTING_FIELDS = [
  'highlights',
  'outline',
  'background',
  'disable_div_tree',
  'corner_style',
  'held_From_above',
  'all_nodes_small',
  'hide_emp_div_dept_title',
] as const satisfies readonly (keyof OrgChartDisplaySettings)[]

export const CORNER_STYLES = ['rounded', 'square'] as const

export const ORG_CHART_SETTINGS_MESSAGES = {
  boolean: msg('Choose true or false'),
  background: msg('Enter a colour as #rrggbb, for example #ffffff'),
  cornerStyle: msg('Choose rounded or square corners'),
  version: msg('Reload the page and try again'),
  stale: msg('These settings were changed by someone else. Reload them and try again.'),
  saved: msg('Org chart settings saved.'),
} as const

const HEX_COLOUR = /^#[0-9a-f]{6}$/i

/** A form or JSON body may say true/false as text ('on' is what a checked checkbox sends). */
const TRUE_TEXT = new Set(['true', 'on', '1'])
const FALSE_TEXT = new Set(['false', 'off', '0'])
const booleanText = (value: unknown) => {
  if (typeof value !== 'string') return value
  const text = value.trim().toLowerCase()
  if (TRUE_TEXT.has(text)) return true
  if (FALSE_TEXT.has(text)) return false
  return value
}

const flag = z.preprocess(
  booleanText,
  z.boolean({
    invalid_type_error: ORG_CHART_SETTINGS_MESSAGES.boolean,
    required_error: ORG_CHART_SETTINGS_MESSAGES.boolean,
  }),
)

export const backgroundSchema = z
  .string({
    invalid_type_error: ORG_CHART_SETTINGS_MESSAGES.background,
    required_error: ORG_CHART_SETTINGS_MESSAGES.background,
  })
  .trim()
  .regex(HEX_COLOUR, ORG_CHART_SETTINGS_MESSAGES.background)
  .transform((value) => value.toLowerCase())

export const cornerStyleSchema = z.enum(CORNER_STYLES, {
  errorMap: () => ({ message: ORG_CHART_SETTINGS_MESSAGES.cornerStyle }),
})

const versionSchema = versionField(ORG_CHART_SETTINGS_MESSAGES.version)

const FIELD_SCHEMAS = {
  highlights: flag,
  outline: flag,
  background: backgroundSchema,
  disable_div_tree: flag,
  corner_style: cornerStyleSchema,
  held_From_above: flag,
  all_nodes_small: flag,
  hide_emp_div_dept_title: flag,
} satisfies Record<keyof OrgChartDisplaySettings, z.ZodTypeAny>

/** The full settings object (what is stored and answered). Unknown keys are refused. */
export const OrgChartSettingsSchema = z.object(FIELD_SCHEMAS).strict()

/** PATCH company/api/orgflow/ (or horizontalorg/): any subset of the fields, and the version. */
export const OrgChartSettingsPatchSchema = OrgChartSettingsSchema.partial()
  .extend({ version: versionSchema })
  .strict()
export type OrgChartSettingsPatch = z.infer<typeof OrgChartSettingsPatchSchema>

/**
 * One chart's part of the settings page: an unchecked checkbox sends nothing, so a missing
 * flag is false here (the form always shows every field).
 */
const unchecked = flag.default(false)
const pageKindSchema = z.object({
  highlights: unchecked,
  outline: unchecked,
  background: backgroundSchema,
  disable_div_tree: unchecked,
  corner_style: cornerStyleSchema,
  held_From_above: unchecked,
  all_nodes_small: unchecked,
  hide_emp_div_dept_title: unchecked,
  version: versionSchema,
})

/**
 * The settings page: both charts (fields named `orgflow.outline`, …), the public-chart switch
 * and whether it was on when the form was loaded (a change made since then is a conflict).
 */
export const OrgChartSettingsPageSchema = z.object({
  orgflow: pageKindSchema,
  horizontalorg: pageKindSchema,
  public_org_chart: unchecked,
  public_org_chart_was: unchecked,
})
export type OrgChartSettingsPageInput = z.infer<typeof OrgChartSettingsPageSchema>

/** The settings a stored row means: each valid stored value, the default for anything else. */
export function settingsFromStored(stored: unknown): OrgChartDisplaySettings {
  const settings: OrgChartDisplaySettings = { ...DEFAULT_ORG_CHART_SETTINGS }
  if (stored === null || typeof stored !== 'object') return settings
  const values = stored as Record<string, unknown>
  for (const name of ORG_CHART_SETTING_FIELDS) {
    const parsed = FIELD_SCHEMAS[name].safeParse(values[name])
    if (parsed.success) (settings as Record<string, unknown>)[name] = parsed.data
  }
  return settings
}

/** The two layouts, as the page names them. */
export const ORG_CHART_LAYOUTS: {
  kind: OrgChartKind
  legend: string
  orientation: 'vertical' | 'horizontal'
}[] = [
  { kind: 'orgflow', legend: msg('Vertical chart'), orientation: 'vertical' },
  { kind: 'horizontalorg', legend: msg('Horizontal chart'), orientation: 'horizontal' },
]
