import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { assignmentChoices } from '../knowledge/articles/article-choices.server'
import type { Actor } from '~/platform/actor'
import { signedIn, type SignedInArgs } from '~/platform/request-context.server'
import type { FormReply } from '~/platform/form-reply'
import { can } from './checklists.policy'
import type { Assignee } from './checklists.schema'

/** What the checklist pages share: the "for whom" choices and what the viewer may do. */

export interface AssigneeChoices {
  people: { id: number; name: string }[]
  positions: { id: number; name: string }[]
  divisions: { id: number; name: string }[]
}

/** The people, positions and divisions a template or checklist may be for (the chosen first). */
export async function assigneeChoices(
  actor: Actor,
  chosen: Assignee | null,
): Promise<AssigneeChoices> {
  const ids = (kind: Assignee['kind']) => (chosen?.kind === kind ? [chosen.id] : [])
  const { people, positions, divisions } = await assignmentChoices(actor, {
    people: ids('person'),
    positions: ids('position'),
    divisions: ids('division'),
    responsibilities: [],
  })
  return { people, positions, divisions }
}

/** What the viewer may do on the checklist pages (the policy's answers, for the UI). */
export const abilitiesOf = (actor: Actor) => ({
  manageTemplates: can(actor, 'template.manage'),
  manageChecklists: can(actor, 'checklist.manage'),
})
export type ChecklistAbilities = ReturnType<typeof abilitiesOf>

/** A signed-in page's loader that answers `load`'s data as JSON. */
export const loadPage =
  <Data>(load: (context: SignedInArgs) => Promise<Data>) =>
  (args: LoaderFunctionArgs) =>
    signedIn(args, async (context) => json(await load(context)))

/** The form shown again as typed (after a structural button), with field messages if any. */
export const shownAgain = (values: Record<string, unknown>, error?: Record<string, string[]>) =>
  json<FormReply<never, never>>(
    { status: error ? 'error' : undefined, initialValue: values as never, error },
    { status: error ? 400 : 200 },
  )
