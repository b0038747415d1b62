import type { ActionFunctionArgs } from '@remix-run/node'
import { runTaxonomyDialog } from '~/domains/knowledge/taxonomy-forms.server'
import { requireActor } from '~/platform/auth.server'
import { requestMeta } from '~/platform/request-meta.server'

/** Where the article form's category and type dialogs post (JSON replies; JS only). */
export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request)
  return runTaxonomyDialog(actor, await request.formData(), requestMeta(request))
}
