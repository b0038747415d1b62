import type { LoaderFunctionArgs } from '@remix-run/node'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm, handleIntents, intent } from '~/platform/forms.server'
import { idSchema, NO_FIELDS, versionField } from '~/platform/form-fields'
import { handleUploadForm } from '~/platform/upload-form.server'
import { uploadIn, type Upload } from '~/platform/uploads.server'
import { MAX_FILE_BYTES } from '../files/file-kinds'
import { routeId, signedIn, type SignedInArgs } from '~/platform/request-context.server'
import { z } from 'zod'
import { abilitiesOf, assigneeChoices, loadPage } from './checklist-page-helpers.server'
import { CHECKLISTS_PATH, checklistEditPath, checklistPath } from './checklist-paths'
import { removeItemFile, uploadItemFile } from './checklist-files.server'
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
  fileUploaded: msg('File uploaded.'),
  fileRemoved: msg('File removed.'),
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

/** A file item's own form names its item; the file is the multipart post's `file`. */
const FileItemSchema = z.object({ item: idSchema(CHECKLIST_MESSAGES.notAnAnswer) })

const FILE_UPLOAD = { maxBytes: MAX_FILE_BYTES, fileField: 'file' }

/**
 * The intents of a checklist's pages: save (the fill form), complete (save and complete),
 * reopen (a completed one), delete (checklist admins), and a file item's upload (or replace)
 * and remove, posted as multipart so they work without JavaScript. `upload` is the posted file.
 */
function checklistIntents(context: SignedInArgs, id: number, upload: Upload | null) {
  const back = (to: (id: number) => string, message: string) =>
    redirectWithFlash(to(id), { kind: 'success', message })
  const saveAnd = (completed: boolean | undefined, message: string, to: (id: number) => string) =>
    intent(ChecklistUpdateSchema, async (value) => {
      await saveChecklist(context, id, { ...value, completed })
      return back(to, message)
    })
  return {
    save: saveAnd(undefined, CHECKLIST_PAGE_MESSAGES.saved, checklistEditPath),
    complete: saveAnd(true, CHECKLIST_PAGE_MESSAGES.completed, checklistPath),
    reopen: intent(ReopenSchema, async ({ version }) => {
      await saveChecklist(context, id, { version, answers: {}, completed: false })
      return back(checklistEditPath, CHECKLIST_PAGE_MESSAGES.reopened)
    }),
    delete: intent(NO_FIELDS, async () => {
      await deleteChecklist(context, id)
      return back(() => CHECKLISTS_PATH, CHECKLIST_PAGE_MESSAGES.deleted)
    }),
    upload: intent(FileItemSchema, async ({ item }) => {
      await uploadItemFile(context, id, item, upload)
      return back(checklistEditPath, CHECKLIST_PAGE_MESSAGES.fileUploaded)
    }),
    removeFile: intent(FileItemSchema, async ({ item }) => {
      await removeItemFile(context, id, item)
      return back(checklistEditPath, CHECKLIST_PAGE_MESSAGES.fileRemoved)
    }),
  }
}

/**
 * A checklist page's post: a multipart one is read by the upload reader (a file too large is
 * the form's message at `file`, the bytes never echoed back), any other as a form.
 */
function checklistAction(context: SignedInArgs) {
  const id = routeId(context.params.id)
  const { request } = context
  const options = {
    current: () => getChecklist(context, id),
    unexpected: CHECKLIST_MESSAGES.updateError,
  }
  if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    return handleIntents<never, ChecklistDto>(request, checklistIntents(context, id, null), options)
  }
  return handleUploadForm(request, FILE_UPLOAD, async (formData) =>
    handleIntents<never, ChecklistDto>(
      request,
      checklistIntents(context, id, await uploadIn(formData, 'file')),
      { ...options, formData, hideFields: ['file'] },
    ),
  )
}

export const checklistPages = {
  load: loadPage(fillPageData),
  act: (args: LoaderFunctionArgs) => signedIn(args, checklistAction),
}
