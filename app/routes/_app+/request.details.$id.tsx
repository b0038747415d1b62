import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Notice } from '~/components/ui/notice'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { DecisionForm } from '~/domains/requests/components/decision-form'
import { RequestFieldsForm } from '~/domains/requests/components/request-fields-form'
import { RequestSummary } from '~/domains/requests/components/request-summary'
import { decideRequest, type Decision } from '~/domains/requests/approvals.server'
import { attachFile } from '~/domains/requests/request-attachments.server'
import { handleFileForms } from '~/domains/files/file-forms.server'
import { Attachments } from '~/domains/requests/components/attachments'
import { requestDetailPage } from '~/domains/requests/requests-page.server'
import {
  CancelSchema,
  DecisionSchema,
  REQUEST_MESSAGES,
  REQUESTS_PATH,
  RequestEditSchema,
  requestPath,
} from '~/domains/requests/requests.schema'
import { cancelRequest, resubmitRequest } from '~/domains/requests/requests.server'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import type { FormReply } from '~/platform/form-reply'
import { handleIntents, intent } from '~/platform/forms.server'
import { routeId, signedIn } from '~/platform/request-context.server'
import { NO_FIELDS } from '~/platform/form-fields'
import { Button } from '~/components/ui/button'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Request'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) =>
    json(await requestDetailPage(actor, routeId(params.id), meta)),
  )

const DECIDED: Record<Decision, string> = {
  approve: REQUEST_MESSAGES.approved,
  reject: REQUEST_MESSAGES.rejected,
  changes: REQUEST_MESSAGES.changesRequested,
}

/** Deciding (approve, reject, ask for changes), cancelling and sending again: one intent each. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, ({ actor, meta, params, request }) => {
    const id = routeId(params.id)
    const done = (message: string) =>
      redirectWithFlash(requestPath(id), { kind: 'success', message })
    const deciding = (decision: Decision) =>
      intent(DecisionSchema, async (input) => {
        await decideRequest(actor, id, decision, input, meta)
        return done(DECIDED[decision])
      })
    // The file form is the one multipart post: read by the upload reader, the rest as forms.
    if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
      return handleFileForms(request, (upload) => ({
        attach: intent(NO_FIELDS, async () => {
          await attachFile(actor, id, upload, meta)
          return done(REQUEST_MESSAGES.attached)
        }),
      }))
    }
    return handleIntents(request, {
      approve: deciding('approve'),
      reject: deciding('reject'),
      changes: deciding('changes'),
      cancel: intent(CancelSchema, async (input) => {
        await cancelRequest(actor, id, input, meta)
        return done(REQUEST_MESSAGES.cancelled)
      }),
      resubmit: intent(RequestEditSchema, async (input) => {
        await resubmitRequest(actor, id, input, meta)
        return done(REQUEST_MESSAGES.resubmitted)
      }),
    })
  })

export default function RequestDetailPage() {
  const { request, edit } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply | undefined
  const { t } = useTranslation()
  const posted = (reply?.initialValue as Record<string, unknown> | undefined)?.intent
  const replyTo = (names: string[]) => (names.includes(String(posted)) ? reply : undefined)
  const formError = reply?.error?.['']?.[0]
  return (
    <Page width="3xl" title={request.title} back={{ to: REQUESTS_PATH, label: t('Requests') }}>
      {formError ? (
        <Notice kind="error">
          {t(formError)}
          {reply?.conflict ? ` ${t('The request as it is now is shown below.')}` : ''}
        </Notice>
      ) : null}
      <RequestSummary request={request} />
      <Attachments request={request} reply={replyTo(['attach'])} />
      {request.abilities.decide ? (
        <Section id="decide" title={t('Your decision')} className="mt-8">
          <DecisionForm
            version={request.version}
            reply={replyTo(['approve', 'reject', 'changes'])}
          />
        </Section>
      ) : null}
      {edit ? (
        <Section
          id="edit"
          title={t('Make the changes asked for and send it again')}
          className="mt-8"
        >
          <RequestFieldsForm
            type={edit.type}
            timeOffKinds={edit.timeOffKinds}
            saved={{
              title: request.title,
              details: request.details,
              time_off_kind: request.time_off?.time_off_kind.id ?? null,
              starts_on: request.time_off?.starts_on ?? null,
              ends_on: request.time_off?.ends_on ?? null,
              amount: request.expense?.amount ?? null,
              currency: request.expense?.currency ?? null,
              spent_on: request.expense?.spent_on ?? null,
              merchant: request.expense?.merchant ?? null,
              item: request.equipment?.item ?? null,
              quantity: request.equipment?.quantity ?? null,
              needed_by: request.equipment?.needed_by ?? null,
            }}
            reply={replyTo(['resubmit'])}
            version={request.version}
            intent="resubmit"
            submitLabel={t('Send again')}
            cancelTo={REQUESTS_PATH}
          />
        </Section>
      ) : null}
      {request.abilities.cancel ? (
        <Form method="post" className="mt-8">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="version" value={request.version} />
          <Button variant="secondary">{t('Cancel this request')}</Button>
        </Form>
      ) : null}
    </Page>
  )
}
