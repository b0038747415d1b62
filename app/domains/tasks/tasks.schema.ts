import { z } from 'zod'
import { msg } from '~/i18n'
import {
  idSchema,
  optionalId,
  optionalIsoDate,
  optionalText,
  pageNumber,
  requiredText,
  searchText,
  versionField,
} from '~/platform/form-fields'
import { TASK_PRIORITIES, TASK_STATUSES } from './tasks.constants'

/** Shared by the task pages (conform), the kanban's Move to… form and the REST API. */
export const TASK_MESSAGES = {
  notFound: msg('Task not found.'),
  stale: msg(
    'Someone updated this task after you opened it. Its saved state is shown; make your change again.',
  ),
  badChoice: msg('Choose one of the offered options'),
  noAssignee: msg('Choose someone from your company'),
  mayNotChange: msg('Only the person who created or is assigned this task can change it.'),
  tooManySteps: msg('A task can have at most 50 steps.'),
  created: msg('Task created'),
  saved: msg('Task saved'),
  moved: msg('Task moved'),
  deleted: msg('Task deleted'),
  commented: msg('Comment added'),
} as const

export const MAX_STEPS = 50

const status = z.enum(TASK_STATUSES, { errorMap: () => ({ message: TASK_MESSAGES.badChoice }) })
const priority = z.enum(TASK_PRIORITIES, {
  errorMap: () => ({ message: TASK_MESSAGES.badChoice }),
})

/**
 * Sub-steps: a list (API) or one per line (the no-JS form's textarea); blank lines dropped.
 * Each step is at most 200 characters.
 */
const steps = z
  .union([z.array(z.string()), z.string()])
  .transform((value) =>
    [value]
      .flat()
      .flatMap((text) => text.split('\n'))
      .map((text) => text.trim())
      .filter((text) => text !== ''),
  )
  .pipe(z.array(requiredText(200)).max(MAX_STEPS, TASK_MESSAGES.tooManySteps))

/**
 * The fields of a task, as the form and the API name them. An absent person, date or request is
 * none; on a PATCH (`.partial()`) an absent field is left as it is.
 */
const taskFields = z.object({
  title: requiredText(200),
  description: optionalText(5000),
  status: status.default('todo'),
  priority: priority.default('medium'),
  assignee: optionalId(TASK_MESSAGES.noAssignee),
  due_date: optionalIsoDate(),
  /** The request the task came from (the requests domain's id). */
  request_id: optionalId(TASK_MESSAGES.notFound),
})

export const TaskCreateSchema = taskFields.extend({ steps: steps.default([]) })
export type TaskCreateInput = z.output<typeof TaskCreateSchema>

/** The edit form: every field, and the version the page showed. */
export const TaskEditSchema = taskFields.extend({ version: versionField() })
export type TaskEditInput = z.output<typeof TaskEditSchema>

/** The API's PATCH: any subset of the fields, and the version (a stale one is a 409). */
export const TaskPatchSchema = taskFields.partial().extend({ version: versionField() })
export type TaskPatchInput = z.output<typeof TaskPatchSchema>

/** The kanban's move (drag, or the Move to… select): the task, its new column, its version. */
export const TaskMoveSchema = z.object({
  id: idSchema(TASK_MESSAGES.notFound),
  status,
  version: versionField(),
})
export type TaskMoveInput = z.output<typeof TaskMoveSchema>

export const StepAddSchema = z.object({ title: requiredText(200) })

/** Done or not: the checkbox form posts 'true'/'false', JSON clients send a boolean. */
const isDone = z
  .union([z.boolean(), z.enum(['true', 'false'])], {
    errorMap: () => ({ message: TASK_MESSAGES.badChoice }),
  })
  .transform((value) => value === true || value === 'true')

/** The API's step PATCH: the state wanted. */
export const StepDoneSchema = z.object({ is_done: isDone })

/** The page's tick or untick of one step (its checkbox form posts the state wanted). */
export const StepToggleSchema = StepDoneSchema.extend({ step: idSchema(TASK_MESSAGES.notFound) })

export const StepDeleteSchema = z.object({ step: idSchema(TASK_MESSAGES.notFound) })

export const CommentSchema = z.object({ body: requiredText(5000) })

/** /tasks/'s query string: words, a column, whose tasks, a page. Anything odd is no filter. */
export const TaskListQuery = z.object({
  search: searchText(200),
  status: status.optional().catch(undefined),
  priority: priority.optional().catch(undefined),
  /** 'me', or a person's membership id. */
  assignee: z
    .union([z.literal('me'), z.coerce.number().int().positive().max(2_147_483_647)])
    .optional()
    .catch(undefined),
  page: pageNumber,
})
export type TaskListQueryInput = z.output<typeof TaskListQuery>

export const TASK_PAGE_SIZE = 25

/**
 * How many cards a kanban column shows at first; each "Show more" adds as many, up to the most
 * a column shows (the rest are counted, and a link opens the column's list).
 */
export const KANBAN_FIRST_CARDS = 20
export const KANBAN_MAX_CARDS = 200
const shownCards = z.coerce.number().int().min(1).max(KANBAN_MAX_CARDS).catch(KANBAN_FIRST_CARDS)

/**
 * The kanban's query string: the list's filters (not its column or page) and how many cards each
 * column shows, by status (`?done=40`).
 */
export const KanbanQuery = TaskListQuery.omit({ status: true, page: true }).extend({
  todo: shownCards,
  in_progress: shownCards,
  in_review: shownCards,
  done: shownCards,
})
export type KanbanQueryInput = z.output<typeof KanbanQuery>
