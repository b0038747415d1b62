import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { RadioGroup } from '~/components/ui/choice'
import { Notice } from '~/components/ui/notice'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { BalancesTable } from '~/domains/requests/components/balances-table'
import { RequestFieldsForm } from '~/domains/requests/components/request-fields-form'
import { KIND_LABELS } from '~/domains/requests/request-labels'
import { createRequestPage } from '~/domains/requests/requests-page.server'
import {
  REQUEST_CREATE_PATH,
  REQUEST_MESSAGES,
  REQUESTS_PATH,
  RequestSchema,
  requestPath,
} from '~/domains/requests/requests.schema'
import { createRequest } from '~/domains/requests/requests.server'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import type { FormReply } from '~/platform/form-reply'
import { handleForm } from '~/platform/forms.server'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('New request'))

/** Two steps that work without JavaScript: choose a type (a GET form), then fill its fields. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, request }) =>
    json(await createRequestPage(actor, new URL(request.url))),
  )

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, ({ actor, meta, request }) =>
    handleForm(request, RequestSchema, async (input) => {
      const created = await createRequest(actor, input, meta)
      return redirectWithFlash(requestPath(created.id), {
        kind: 'success',
        message: REQUEST_MESSAGES.created,
      })
    }),
  )

export default function CreateRequestPage() {
  const { types, type, timeOffKinds, balances, defaults } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply | undefined
  const { t } = useTranslation()
  return (
    <Page width="3xl" title={t('New request')} back={{ to: REQUESTS_PATH, label: t('Requests') }}>
      {types.length === 0 ? (
        <Notice kind="info">{t('No request types are set up yet. Ask a request admin.')}</Notice>
      ) : (
        <Form method="get" action={REQUEST_CREATE_PATH} className="mb-8">
          <RadioGroup
            name="type"
            legend={t('What do you ask for?')}
            choices={types.map((candidate) => ({
              value: candidate.id,
              label: `${candidate.name} (${t(KIND_LABELS[candidate.kind])})`,
              hint: candidate.description || undefined,
            }))}
            defaultValue={type?.id ?? null}
          />
          <Button variant="secondary">{t('Continue')}</Button>
        </Form>
      )}
      {type ? (
        <Section id="request-fields" title={type.name}>
          <RequestFieldsForm
            key={type.id}
            type={type}
            timeOffKinds={timeOffKinds}
            saved={defaults}
            reply={reply}
            submitLabel={t('Send request')}
            cancelTo={REQUESTS_PATH}
          />
          {type.kind === 'time_off' ? (
            <div className="mt-8">
              <h3 className="text-lg font-semibold">{t('My time off this year')}</h3>
              <BalancesTable balances={balances} />
            </div>
          ) : null}
        </Section>
      ) : null}
    </Page>
  )
}
