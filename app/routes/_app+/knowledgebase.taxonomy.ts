import type { ActionFunctionArgs } from '@remix-run/node'
import { runTaxonomyDialog } from '~/domains/knowledge/taxonomy/taxonomy-forms.server'
import { signedIn } from '~/platform/request-context.server'

/** Where the article form's category and type dialogs post (FormReply answers; JS only). */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, ({ actor, meta, request }) => runTaxonomyDialog(request, actor, meta))
