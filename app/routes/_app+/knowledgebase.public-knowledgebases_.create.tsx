import type { SubmissionResult } from '@conform-to/react'
import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { buttonClasses } from '~/components/ui/button'
import { PublicKbForm } from '~/domains/public-kb/components/public-kb-form'
import {
  PUBLIC_KB_ADMIN_PATH,
  PUBLIC_KB_MESSAGES,
  publicKbEditPath,
} from '~/domains/public-kb/public-kb.constants'
import { PublicKbCreateSchema } from '~/domains/public-kb/public-kb.schema'
import { createPublicKb } from '~/domains/public-kb/public-kb.server'
import { isKnowledgeAdmin } from '~/domains/knowledge/knowledge.policy'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { authorize } from '~/platform/authorize.server'
import { asErrorPage, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, msg('Create public knowledge base'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta }) => {
    await authorize({ actor, meta }, isKnowledgeAdmin, 'public_kb.manage')
    return json({ companySlug: actor.companySlug })
  })

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    return handleForm(request, PublicKbCreateSchema, async (input) => {
      const kb = await createPublicKb(actor, input, meta).catch(asErrorPage)
      // A custom domain needs its verification step next: the edit page shows it.
      return redirectWithFlash(kb.domain ? publicKbEditPath(kb.id) : PUBLIC_KB_ADMIN_PATH, {
        kind: 'success',
        message: PUBLIC_KB_MESSAGES.created,
      })
    })
  })

export default function CreatePublicKbPage() {
  const { companySlug } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  const { t } = useTranslation()
  return (
    <Page width="2xl" title={t('Create public knowledge base')}>
      <div className="mt-6">
        <PublicKbForm
          companySlug={companySlug}
          lastResult={reply}
          submitLabel={t('Create public knowledge base')}
        />
      </div>
      <Link to={PUBLIC_KB_ADMIN_PATH} className={buttonClasses('link', 'mt-4 inline-block')}>
        {t('Back to public knowledge bases')}
      </Link>
    </Page>
  )
}
