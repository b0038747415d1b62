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
import { Section } from '~/components/ui/section'
import { RequestTypeForm, TimeOffKindForm } from '~/domains/requests/components/setup-forms'
import { KIND_LABELS, STEP_LABELS } from '~/domains/requests/request-labels'
import {
  createRequestType,
  createTimeOffKind,
  listRequestTypes,
  listTimeOffKinds,
  updateRequestType,
  updateTimeOffKind,
} from '~/domains/requests/request-setup.server'
import { can } from '~/domains/requests/requests.policy'
import {
  REQUEST_MESSAGES,
  REQUEST_TYPES_PATH,
  REQUESTS_PATH,
  RequestTypeEditSchema,
  RequestTypeSchema,
  TimeOffKindEditSchema,
  TimeOffKindSchema,
} from '~/domains/requests/requests.schema'
import { msg } from '~/i18n'
import { authorize } from '~/platform/authorize.server'
import { redirectWithFlash } from '~/platform/flash.server'
import type { FormReply } from '~/platform/form-reply'
import { handleIntents, intent } from '~/platform/forms.server'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Request types'))

/** Request admins set up the types people choose from and the kinds of time off. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta }) => {
    await authorize({ actor, meta }, can, 'requestType.manage')
    return json({ types: await listRequestTypes(actor), kinds: await listTimeOffKinds(actor) })
  })

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, ({ actor, meta, request }) => {
    const saved = (message: string) =>
      redirectWithFlash(REQUEST_TYPES_PATH, { kind: 'success', message })
    return handleIntents(request, {
      createType: intent(RequestTypeSchema, async (input) => {
        await createRequestType(actor, input, meta)
        return saved(REQUEST_MESSAGES.typeSaved)
      }),
      updateType: intent(RequestTypeEditSchema, async (input) => {
        await updateRequestType(actor, input, meta)
        return saved(REQUEST_MESSAGES.typeSaved)
      }),
      createKind: intent(TimeOffKindSchema, async (input) => {
        await createTimeOffKind(actor, input, meta)
        return saved(REQUEST_MESSAGES.kindSaved)
      }),
      updateKind: intent(TimeOffKindEditSchema, async (input) => {
        await updateTimeOffKind(actor, input, meta)
        return saved(REQUEST_MESSAGES.kindSaved)
      }),
    })
  })

export default function RequestTypesPage() {
  const { types, kinds } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply | undefined
  const { t } = useTranslation()
  const sent = reply?.initialValue as Record<string, unknown> | undefined
  /** The reply belongs to the form that was posted: its intent and, for an edit, its id. */
  const replyFor = (name: string, id?: number) =>
    sent?.intent === name && (id === undefined || String(sent.id) === String(id))
      ? reply
      : undefined
  const chain = (type: (typeof types)[number]) =>
    [
      type.manager_approves ? t(STEP_LABELS.manager) : null,
      type.admin_approves ? t(STEP_LABELS.admin) : null,
    ]
      .filter(Boolean)
      .join(' → ') || t('Approved at once')
  return (
    <Page width="3xl" title={t('Request types')} back={{ to: REQUESTS_PATH, label: t('Requests') }}>
      <Section id="types" title={t('Request types')}>
        {types.length === 0 ? <p>{t('No request types yet.')}</p> : null}
        <ul className="space-y-3">
          {types.map((type) => (
            <li key={type.id} className="rounded border border-slate-300 p-3">
              <details open={Boolean(replyFor('updateType', type.id))}>
                <summary className="cursor-pointer">
                  <span className="font-semibold">{type.name}</span> — {t(KIND_LABELS[type.kind])};{' '}
                  {t('approved by: {{chain}}', { chain: chain(type) })}
                  {type.is_active ? '' : ` (${t('not in use')})`}
                </summary>
                <RequestTypeForm type={type} reply={replyFor('updateType', type.id)} />
              </details>
            </li>
          ))}
        </ul>
        <h3 className="mt-6 text-lg font-semibold">{t('Add a request type')}</h3>
        <RequestTypeForm type={null} reply={replyFor('createType')} />
      </Section>
      <Section id="time-off-kinds" title={t('Kinds of time off')} className="mt-10">
        {kinds.length === 0 ? <p>{t('No kinds of time off yet.')}</p> : null}
        <ul className="space-y-3">
          {kinds.map((kind) => (
            <li key={kind.id} className="rounded border border-slate-300 p-3">
              <details open={Boolean(replyFor('updateKind', kind.id))}>
                <summary className="cursor-pointer">
                  <span className="font-semibold">{kind.name}</span> —{' '}
                  {kind.tracks_balance
                    ? t('{{days}} days a year', { days: kind.annual_days })
                    : t('No limit')}
                  {kind.is_active ? '' : ` (${t('not in use')})`}
                </summary>
                <TimeOffKindForm kind={kind} reply={replyFor('updateKind', kind.id)} />
              </details>
            </li>
          ))}
        </ul>
        <h3 className="mt-6 text-lg font-semibold">{t('Add a kind of time off')}</h3>
        <TimeOffKindForm kind={null} reply={replyFor('createKind')} />
      </Section>
    </Page>
  )
}
