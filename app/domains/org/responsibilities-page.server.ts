import { idSchema } from '~/platform/form-fields'
import type { Actor } from '~/platform/actor'
import type { ResponsibilityFormState } from './components/responsibility-form'
import { peopleByIds, staffCandidates, type ResponsibilityDto } from './responsibilities.server'

/**
 * What the responsibility form shows: after a "Search staff" (a GET carrying the form's fields)
 * what was typed and ticked, else the saved responsibility (or an empty one), plus the staff
 * matching the search.
 */
export async function responsibilityFormState(
  actor: Actor,
  url: URL,
  saved?: ResponsibilityDto,
): Promise<ResponsibilityFormState> {
  const params = url.searchParams
  const search = (params.get('staff_search') ?? '').trim().slice(0, 100)
  const searched = params.has('searched')
  const ticked = params
    .getAll('assigned_to')
    .flatMap((raw) => {
      const parsed = idSchema('').safeParse(raw)
      return parsed.success ? [parsed.data] : []
    })
    .slice(0, 1000)
  const [chosen, candidates] = await Promise.all([
    searched ? peopleByIds(actor, ticked) : Promise.resolve(saved?.assigned_to ?? []),
    staffCandidates(actor, search),
  ])
  return {
    title: searched ? (params.get('title') ?? '') : (saved?.title ?? ''),
    description: searched ? (params.get('description') ?? '') : (saved?.description ?? ''),
    chosen,
    candidates,
    search,
    version: saved?.version,
  }
}
