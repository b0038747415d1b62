import { parseWithZod } from '@conform-to/zod'
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { PurchaseRequestForm } from '~/domains/purchase-requests/components/purchase-request-form'
import {
  PURCHASE_REQUESTS_PATH,
  purchaseRequestPath,
} from '~/domains/purchase-requests/purchase-requests.constants'
import {
  PURCHASE_MESSAGES,
  PurchaseRequestSchema,
} from '~/domains/purchase-requests/purchase-requests.schema'
import { createPurchaseRequest } from '~/domains/purchase-requests/purchase-requests.server'
import {
  allLookups,
  purchaseSettingsOf,
} from '~/domains/purchase-requests/purchase-settings.server'
import { msg } from '~/i18n'
import { db } from '~/platform/db.server'
import { redirectWithFlash } from '~/platform/flash.server'
import type { FormReply } from '~/platform/form-reply'
import { handleForm } from '~/platform/forms.server'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, msg('Create purchase request'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor }) => {
    const [lookups, settings] = await Promise.all([
      allLookups(actor, true),
      purchaseSettingsOf(db, actor),
    ])
    return json({ lookups, currency: settings.currency })
  })

/** Submits the request; "More lines" (no JS) answers the form again with spare rows. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const formData = await request.formData()
    if (formData.get('intent') === 'more_lines') {
      const { payload } = parseWithZod(formData, { schema: PurchaseRequestSchema })
      return json<FormReply & { more: boolean }>({
        initialValue: payload as FormReply['initialValue'],
        more: true,
      })
    }
    return handleForm(
      request,
      PurchaseRequestSchema,
      async (input) => {
        const { id } = await createPurchaseRequest({ actor, meta }, input)
        return redirectWithFlash(purchaseRequestPath(id), {
          kind: 'success',
          message: PURCHASE_MESSAGES.created,
        })
      },
      { formData },
    )
  })

export default function CreatePurchaseRequestPage() {
  const { lookups, currency } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as (FormReply & { more?: boolean }) | undefined
  const { t } = useTranslation()
  return (
    <Page
      width="4xl"
      title={t('Create purchase request')}
      back={{ to: PURCHASE_REQUESTS_PATH, label: t('Purchase Requests') }}
    >
      <div className="mt-6">
        <PurchaseRequestForm reply={reply} lookups={lookups} currency={currency} />
      </div>
    </Page>
  )
}
