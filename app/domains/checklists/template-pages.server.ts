import { parseWithZod } from '@conform-to/zod'
import type { LoaderFunctionArgs } from '@remix-run/node'
import type { z } from 'zod'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { NO_FIELDS } from '~/platform/form-fields'
import { handleForm, handleIntents, intent } from '~/platform/forms.server'
import { routeId, signedIn, type SignedInArgs } from '~/platform/request-context.server'
import { abilitiesOf, assigneeChoices, loadPage, shownAgain } from './checklist-page-helpers.server'
import { TEMPLATES_PATH, templatePath } from './checklist-paths'
import {
  authorizeTemplateAdmin,
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
  type TemplateDto,
} from './checklist-templates.server'
import {
  assigneeValue,
  CHECKLIST_MESSAGES,
  newTemplate,
  TemplateEditSchema,
  TemplateListQuerySchema,
  TemplateSchema,
  type Assignee,
  type TemplateInput,
} from './checklists.schema'
import { templateChange, type TemplateValues } from './template-structure'

/** The loaders and actions of the template pages: the list, one template, create and edit. */

export const TEMPLATE_PAGE_MESSAGES = {
  saved: msg('Template saved.'),
  deleted: msg('Template deleted.'),
} as const

export const templatesPage = loadPage(async ({ actor, request }) => {
  const query = TemplateListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  return { query, list: await listTemplates(actor, query), abilities: abilitiesOf(actor) }
})

export const templatePage = {
  load: loadPage(async ({ actor, meta, params }) => ({
    template: await getTemplate({ actor, meta }, routeId(params.id)),
    abilities: abilitiesOf(actor),
  })),
  /** The page's one form: Delete (asked first in a disclosure). */
  act: (args: LoaderFunctionArgs) =>
    signedIn(args, ({ actor, meta, params, request }) =>
      handleIntents(
        request,
        {
          delete: intent(NO_FIELDS, async () => {
            await deleteTemplate({ actor, meta }, routeId(params.id))
            return redirectWithFlash(TEMPLATES_PATH, {
              kind: 'success',
              message: TEMPLATE_PAGE_MESSAGES.deleted,
            })
          }),
        },
        { unexpected: CHECKLIST_MESSAGES.deleteTemplateError },
      ),
    ),
}

/** The form's values of a saved template (conform's payload shape: what the form posts). */
function valuesOf(template: TemplateInput | TemplateDto): TemplateValues {
  const assignee = template.assigned_to as Assignee | null
  return {
    title: template.title,
    description: template.description,
    recurrence: template.recurrence,
    assigned_to: assigneeValue(assignee && { kind: assignee.kind, id: assignee.id }),
    items: template.items.map((item) => ({
      kind: item.kind,
      label: item.label,
      required: item.required ? 'on' : '',
      options: item.options.join('\n'),
    })),
  }
}

/** What the form needs: its values and whom a template may be for. */
async function formOf({ actor }: SignedInArgs, template: TemplateInput | TemplateDto) {
  const assignee = template.assigned_to as Assignee | null
  return { values: valuesOf(template), choices: await assigneeChoices(actor, assignee) }
}

interface TemplateSave<Schema extends z.ZodTypeAny> {
  schema: Schema
  save: (value: z.output<Schema>) => Promise<{ id: number }>
  /** The template as saved now, shown next to the typed one on a 409. */
  current?: () => Promise<TemplateDto>
}

/**
 * The template form's action: a structural button (add, move, remove an item) shows the form
 * again with everything typed kept; Save validates with the shared schema and saves.
 */
async function templateFormAction<Schema extends z.ZodTypeAny>(
  context: SignedInArgs,
  { schema, save, current }: TemplateSave<Schema>,
) {
  const { request } = context
  const formData = await request.formData()
  const values = parseWithZod(formData, { schema }).payload as TemplateValues
  const changed = templateChange(values, String(formData.get('intent') ?? 'save'))
  if (changed) return shownAgain(changed)
  return handleForm(
    request,
    schema,
    async (value) => {
      const { id } = await save(value)
      return redirectWithFlash(templatePath(id), {
        kind: 'success',
        message: TEMPLATE_PAGE_MESSAGES.saved,
      })
    },
    { formData, current },
  )
}

const asTemplateAdmin = <Result>(
  args: LoaderFunctionArgs,
  handler: (context: SignedInArgs) => Promise<Result>,
) =>
  signedIn(args, async (context) => {
    await authorizeTemplateAdmin(context)
    return handler(context)
  })

export const createTemplatePage = {
  load: (args: LoaderFunctionArgs) =>
    asTemplateAdmin(args, async (context) => ({ form: await formOf(context, newTemplate()) })),
  save: (args: LoaderFunctionArgs) =>
    asTemplateAdmin(args, (context) =>
      templateFormAction(context, {
        schema: TemplateSchema,
        save: (value) => createTemplate(context, value),
      }),
    ),
}

export const editTemplatePage = {
  load: (args: LoaderFunctionArgs) =>
    asTemplateAdmin(args, async (context) => {
      const template = await getTemplate(context, routeId(context.params.id))
      return { template, form: await formOf(context, template) }
    }),
  save: (args: LoaderFunctionArgs) =>
    asTemplateAdmin(args, (context) => {
      const id = routeId(context.params.id)
      return templateFormAction(context, {
        schema: TemplateEditSchema,
        save: (value) => updateTemplate(context, id, value),
        current: () => getTemplate(context, id),
      })
    }),
}
