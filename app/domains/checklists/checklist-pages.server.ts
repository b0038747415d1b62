import type { LoaderFunctionArgs } from '@remix-run/node'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm, handleIntents, intent } from '~/platform/forms.server'
import { NO_FIELDS, versionField } from '~/platform/form-fields'
import { routeId, signedIn, type SignedInArgs } from '~/platform/request-context.server'
import { z } from 'zod'
import { abilitiesOf, assigneeChoices, loadPage } from './checklist-page-helpers.server'
import { CHECKLISTS_PATH, checklistEditPath, checklistPath } from './checklist-paths'
import { getTemplate } from './checklist-templates.server'
import {
  CHECKLIST_MESSAGES,
  ChecklistCreateSchema,
  ChecklistListQuerySchema,
  ChecklistUpdateSchema,
  type Assignee,
} from './checklists.schema'
import {
  createChecklist,
  deleteChecklist,
  getChecklist,
  listChecklists,
  saveChecklist,
  type ChecklistDto,
} from './checklists.server'

/** The loaders and actions of the checklist pages: the list, start, fill and display. */

export const CHECKLIST_PAGE_MESSAGES = {
  started: msg('Checklist started.'),
  saved: msg('Checklist saved.'),
  completed: msg('Checklist completed.'),
  reopened: msg('Checklist reopened.'),
  deleted: msg('Checklist deleted.'),
} as const

const assigneeOfDto = (checklist: { assigned_to: Assignee | null }) =>
  checklist.assigned_to && { kind: checklist.assigned_to.kind, id: checklist.assigned_to.id }

export const checklistsPage = loadPage(async ({ actor, request }) => {
  const query = ChecklistListQuerySchema.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  )
  return { query, list: await listChecklists(actor, query), abilities: abilitiesOf(actor) }
})

/** The "start a checklist" page of a template: its title, whom it is for and its due day. */
export const startChecklistPage = {
  load: loadPage(async (context) => {
    const template = await getTemplate(context, routeId(context.params.id))
    const abilities = abilitiesOf(context.actor)
    const choices = abilities.manageChecklists
      ? await assigneeChoices(context.actor, assigneeOfDto(template))
      : null
    return { template, abilities, choices }
  }),
  save: (args: LoaderFunctionArgs) =>
    signedIn(args, (context) =>
      handleForm(
        context.request,
        ChecklistCreateSchema,
        async (value) => {
          const checklist = await createChecklist(context, routeId(context.params.id), value)
          return redirectWithFlash(checklistEditPath(checklist.id), {
            kind: 'success',
            message: CHECKLIST_PAGE_MESSAGES.started,
          })
        },
        { unexpected: CHECKLIST_MESSAGES.createError },
      ),
    ),
}

/** What the fill page needs: the checklist, the viewer's abilities and, for admins, choices. */
async function fillPageData(context: SignedInArgs) {
  const checklist = await getChecklist(context, routeId(context.params.id))
  const abilities = abilitiesOf(context.actor)
  const choices = abilities.manageChecklists
    ? await assigneeChoices(context.actor, assigneeOfDto(checklist))
    : null
  return { checklist, abilities, choices, timezone: context.actor.timezone }
}

const ReopenSchema = z.object({ version: versionField(CHECKLIST_MESSAGES.stale) })

/**
 * The intents of a checklist's pages: save (the fill form), complete (save and complete),
 * reopen (a completed one) and delete (checklist admins).
 */
function checklistAction(context: SignedInArgs) {
  const id = routeId(context.params.id)
  const saveAnd = (completed: boolean | undefined, message: string, to: (id: number) => string) =>
    intent(ChecklistUpdateSchema, async (value) => {
      await saveChecklist(context, id, { ...value, completed })
      return redirectWithFlash(to(id), { kind: 'success', message })
    })
  return handleIntents<never, ChecklistDto>(
    context.request,
    {
      save: saveAnd(undefined, CHECKLIST_PAGE_MESSAGES.saved, checklistEditPath),
      complete: saveAnd(true, CHECKLIST_PAGE_MESSAGES.completed, checklistPath),
      reopen: intent(ReopenSchema, async ({ version }) => {
        await saveChecklist(context, id, { version, answers: {}, completed: false })
        return redirectWithFlash(checklistEditPath(id), {
          kind: 'success',
          message: CHECKLIST_PAGE_MESSAGES.reopened,
        })
      }),
      delete: intent(NO_FIELDS, async () => {
        await deleteChecklist(context, id)
        return redirectWithFlash(CHECKLISTS_PATH, {
          kind: 'success',
          message: CHECKLIST_PAGE_MESSAGES.deleted,
        })
      }),
    },
    {
      current: () => getChecklist(context, id),
      unexpected: CHECKLIST_MESSAGES.updateError,
    },
  )
}

export const checklistPages = {
  load: loadPage(fillPageData),
  act: (args: LoaderFunctionArgs) => signedIn(args, checklistAction),
}
