import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { ConfirmPage } from '~/components/ui/confirm-delete'
import { PUBLIC_KB_ADMIN_PATH, PUBLIC_KB_MESSAGES } from '~/domains/public-kb/public-kb.constants'
import { deletePublicKb, getPublicKb } from '~/domains/public-kb/public-kb.server'
import { isKnowledgeAdmin } from '~/domains/knowledge/knowledge.policy'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { readReply, type FormReply } from '~/platform/form-reply'
import { handleForm } from '~/platform/forms.server'
import { authorize } from '~/platform/authorize.server'
import { routeId, signedIn } from '~/platform/request-context.server'
import { NO_FIELDS } from '~/platform/form-fields'

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, msg('Delete public knowledge base'))

/** The delete question as a page, so it works without JavaScript. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    await authorize({ actor, meta }, isKnowledgeAdmin, 'public_kb.manage')
    const kb = await getPublicKb(actor, routeId(params.id), meta)
    return json({ kb })
  })

/**
 * Seed 001 §8: one message for a delete that did not happen, already gone (404, the service's
 * message) or a failure (500); a refusal is the 403 page.
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) => {
    const id = routeId(params.id)
    return handleForm(
      request,
      NO_FIELDS,
      async () => {
        await deletePublicKb(actor, id, meta)
        return redirectWithFlash(PUBLIC_KB_ADMIN_PATH, {
          kind: 'success',
          message: PUBLIC_KB_MESSAGES.deleted,
        })
      },
      { errorPages: ['FORBIDDEN'], unexpected: PUBLIC_KB_MESSAGES.deleteFailed },
    )
  })

export default function DeletePublicKbPage() {
  const { kb } = useLoaderData<typeof loader>()
  const failed = readReply(useActionData<typeof action>() as FormReply | undefined).formErrors?.[0]
  const { t } = useTranslation()
  return (
    <ConfirmPage
      title={t('Delete public knowledge base “{{name}}”?', { name: kb.name })}
      error={failed ? t(failed) : null}
      explanation={
        <>
          <p>
            {t(
              'Its pages stop working. Its articles ({{number}}) are not deleted: they are just no longer shown there.',
              { number: kb.articles_count },
            )}
          </p>
          {kb.is_default ? (
            <p>
              {t('It is the default knowledge base: the oldest remaining one becomes the default.')}
            </p>
          ) : null}
        </>
      }
      confirmLabel={t('Delete public knowledge base')}
      cancelTo={PUBLIC_KB_ADMIN_PATH}
    />
  )
}
