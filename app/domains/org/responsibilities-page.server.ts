import { idSchema } from '~/platform/form-fields'
import type { Actor } from '~/platform/actor'
import type { ResponsibilityFormState } from './components/responsibility-form'
import { peopleByIds, staffCandidates, type ResponsibilityDto } from './responsibilities.server'
import { articleChoices } from './linked-records.server'

/** The ids a "Search staff" GET carries in `name` (ticked boxes), malformed ones left out. */
function tickedIds(params: URLSearchParams, name: string): number[] {
  return params
    .getAll(name)
    .flatMap((raw) => {
      const parsed = idSchema('').safeParse(raw)
      return parsed.success ? [parsed.data] : []
    })
    .slice(0, 1000)
}

/**
 * What the responsibility form shows: after a "Search staff" (a GET carrying the form's fields)
 * what was typed and ticked, else the saved responsibility (or an empty one), plus the staff
 * matching the search and the articles it may assign.
 */
export async function responsibilityFormState(
  actor: Actor,
  url: URL,
  saved?: ResponsibilityDto,
): Promise<ResponsibilityFormState> {
  const params = url.searchParams
  const search = (params.get('staff_search') ?? '').trim().slice(0, 100)
  const searched = params.has('searched')
  const chosenArticles = searched
    ? tickedIds(params, 'responsibility_articles')
    : (saved?.responsibility_articles ?? [])
  const [chosen, candidates, articles] = await Promise.all([
    searched
      ? peopleByIds(actor, tickedIds(params, 'assigned_to'))
      : Promise.resolve(saved?.assigned_to ?? []),
    staffCandidates(actor, search),
    articleChoices(actor, chosenArticles),
  ])
  return {
    title: searched ? (params.get('title') ?? '') : (saved?.title ?? ''),
    description: searched ? (params.get('description') ?? '') : (saved?.description ?? ''),
    chosen,
    candidates,
    articles,
    chosenArticles,
    search,
    version: saved?.version,
  }
}
