import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { SubmitButton } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Notice } from '~/components/ui/notice'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { EDIT_COMPANY_PATH } from '~/domains/company/company.schema'
import { LookupList } from '~/domains/purchase-requests/components/lookup-list'
import {
  LOOKUP_KINDS,
  PURCHASE_REQUESTS_PATH,
  PURCHASE_SETTINGS_PATH,
} from '~/domains/purchase-requests/purchase-requests.constants'
import { can } from '~/domains/purchase-requests/purchase-requests.policy'
import {
  LookupFormCreateSchema,
  LookupFormDeleteSchema,
  LookupFormUpdateSchema,
  PURCHASE_MESSAGES,
  SettingsSchema,
} from '~/domains/purchase-requests/purchase-requests.schema'
import {
  allLookups,
  createLookup,
  deleteLookup,
  purchaseSettingsOf,
  updateLookup,
  updatePurchaseSettings,
} from '~/domains/purchase-requests/purchase-settings.server'
import { msg } from '~/i18n'
import { authorize } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { isConflict } from '~/platform/form-reply'
import { handleIntents, intent } from '~/platform/forms.server'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Purchase settings'))

/** Company admins: the company's currency, the approval threshold and the three lists. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta }) => {
    await authorize({ actor, meta }, can, 'purchase.configure')
    const [settings, lookups] = await Promise.all([
      purchaseSettingsOf(db, actor),
      allLookups(actor),
    ])
    return json({ settings, lookups })
  })

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, ({ actor, meta, request }) => {
    const asker = { actor, meta }
    const saved = (message: string) =>
      redirectWithFlash(PURCHASE_SETTINGS_PATH, { kind: 'success', message })
    return handleIntents(request, {
      settings: intent(SettingsSchema, async (input) => {
        await updatePurchaseSettings(asker, input)
        return saved(PURCHASE_MESSAGES.settingsSaved)
      }),
      lookup_create: intent(LookupFormCreateSchema, async ({ kind, name }) => {
        await createLookup(asker, kind, name)
        return saved(PURCHASE_MESSAGES.lookupSaved)
      }),
      lookup_update: intent(LookupFormUpdateSchema, async ({ id, ...input }) => {
        await updateLookup(asker, id, input)
        return saved(PURCHASE_MESSAGES.lookupSaved)
      }),
      lookup_delete: intent(LookupFormDeleteSchema, async ({ id }) => {
        await deleteLookup(asker, id)
        return saved(PURCHASE_MESSAGES.lookupDeleted)
      }),
    })
  })

export default function PurchaseSettingsPage() {
  const { settings, lookups } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { t } = useTranslation()
  const settingsReply = reply?.initialValue?.intent === 'settings' ? reply : undefined
  const typed = (name: string, saved: string) => {
    const value = settingsReply?.initialValue?.[name]
    return typeof value === 'string' ? value : saved
  }
  const stale = isConflict(reply)
  return (
    <Page
      width="4xl"
      title={t('Purchase settings')}
      back={{ to: PURCHASE_REQUESTS_PATH, label: t('Purchase Requests') }}
    >
      {stale ? (
        <div className="mt-6">
          <Notice kind="error">
            {t(reply?.error?.['']?.[0] ?? PURCHASE_MESSAGES.lookupStale)}
          </Notice>
        </div>
      ) : null}
      <Section id="rules-title" title={t('Currency and approval')}>
        <Form method="post" className="mt-4 max-w-xl">
          <input type="hidden" name="intent" value="settings" />
          <input type="hidden" name="version" value={settings.version} />
          <p>
            {t('Amounts are in the company currency: {{currency}}.', {
              currency: settings.currency,
            })}{' '}
            <Link to={EDIT_COMPANY_PATH} className="underline">
              {t('Change it in the company settings')}
            </Link>
          </p>
          <Field
            label={t('Approval threshold')}
            hint={t(
              'Requests whose total is above this need an approver; at or under it they are approved when submitted. Requests in another currency always need one.',
            )}
            errors={settingsReply?.error?.approval_threshold ?? undefined}
            inputProps={{
              id: 'settings-threshold',
              name: 'approval_threshold',
              inputMode: 'decimal',
              defaultValue: typed('approval_threshold', settings.approval_threshold),
            }}
          />
          <SubmitButton>{t('Save settings')}</SubmitButton>
        </Form>
      </Section>
      {LOOKUP_KINDS.map((kind) => (
        <LookupList key={kind} kind={kind} entries={lookups[kind]} reply={reply} />
      ))}
    </Page>
  )
}
