import type { Asker } from '~/platform/authorize.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { intent } from '~/platform/forms.server'
import { TASK_MESSAGES, TaskMoveSchema } from './tasks.schema'
import { moveTask } from './tasks.server'

/** The "Move to…" form (and a drop on the kanban) of any page showing task cards. */
export const moveIntent = (asker: Asker, request: Request) =>
  intent(TaskMoveSchema, async (input) => {
    await moveTask(asker, input)
    const url = new URL(request.url)
    return redirectWithFlash(url.pathname + url.search, {
      kind: 'success',
      message: TASK_MESSAGES.moved,
    })
  })
