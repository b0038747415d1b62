import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { StaleRecordNotice } from '~/components/ui/stale-record-notice'
import { Button, buttonClasses } from '~/components/ui/button'
import { Notice } from '~/components/ui/notice'
import { PublicKbForm } from '~/domains/public-kb/components/public-kb-form'
import {
  PUBLIC_KB_ADMIN_PATH,
  PUBLIC_KB_MESSAGES,
  publicKbEditPath,
} from '~/domains/public-kb/public-kb.constants'
import { PublicKbFormSchema } from '~/domains/public-kb/public-kb.schema'
import {
  getPublicKb,
  updatePublicKb,
  verifyPublicKbDomain,
} from '~/domains/public-kb/public-kb.server'
import { isKnowledgeAdmin } from '~/domains/knowledge/knowledge.policy'
import { msg } from '~/i18n'
import { AppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleIntents, intent } from '~/platform/forms.server'
import { isConflict, readReply, type FormReply } from '~/platform/form-reply'
import { authorize } from '~/platform/authorize.server'
import { asErrorPage, routeId, signedIn } from '~/platform/request-context.server'
import { NO_FIELDS } from '~/platform/form-fields'

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, msg('Edit public knowledge base'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    await authorize({ actor, meta }, isKnowledgeAdmin, 'public_kb.manage')
    const kb = await getPublicKb(actor, routeId(params.id), meta)
    return json({ kb, companySlug: actor.companySlug })
  })

const SETTINGS = 'settings'
const VERIFY = 'verify'

/**
 * Two forms, told apart by `intent`: 'Verify domain' and the settings, which post none (the
 * form is the create page's too), each answering its own FormReply.
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request, params }) => {
    const id = routeId(params.id)
    const formData = await request.formData()
    if (!formData.has('intent')) {
      formData.set('intent', SETTINGS)
      // An unticked box posts nothing: here it means "not the default" (refused for the default
      // one, which must stay so), never "unchanged". A ticked one keeps 'on', which the form shows.
      if (!formData.has('is_default')) formData.set('is_default', 'false')
    }
    const saved = (message: string) =>
      redirectWithFlash(publicKbEditPath(id), { kind: 'success', message })
    return handleIntents(
      request,
      {
        [SETTINGS]: intent(PublicKbFormSchema, async (input) => {
          // The form always sends the domain: an empty field (undefined after parsing) removes it.
          await updatePublicKb(actor, id, { ...input, domain: input.domain ?? null }, meta).catch(
            asErrorPage,
          )
          return saved(PUBLIC_KB_MESSAGES.updated)
        }),
        [VERIFY]: intent(NO_FIELDS, async () => {
          const check = await verifyPublicKbDomain(actor, id, meta).catch(asErrorPage)
          // Seed 001 §5: a record not found is the verify form's message, like a missing domain.
          if (!check.verified) throw new AppError('VALIDATION', check.message)
          return saved(check.message)
        }),
      },
      { formData },
    )
  })

export default function EditPublicKbPage() {
  const { kb, companySlug } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const verifying = reply?.initialValue?.intent === VERIFY
  const { t } = useTranslation()
  const stale = isConflict(reply)
  return (
    <Page width="2xl" title={t('Edit public knowledge base “{{name}}”', { name: kb.name })}>
      <p className="mt-2">
        <a href={kb.public_url} className="text-brand-700 underline">
          {t('Open the public pages')}
        </a>
      </p>
      {stale ? <StaleRecordNotice className="" /> : null}
      <div className="mt-6">
        <PublicKbForm
          kb={kb}
          companySlug={companySlug}
          lastResult={verifying ? undefined : reply}
          submitLabel={t('Save public knowledge base')}
        />
      </div>
      {kb.domain && kb.verification ? (
        <DomainVerification
          domain={kb.domain}
          verified={kb.domain_verified}
          record={kb.verification}
          reply={verifying ? reply : undefined}
        />
      ) : null}
      <Link to={PUBLIC_KB_ADMIN_PATH} className={buttonClasses('link', 'mt-8 inline-block')}>
        {t('Back to public knowledge bases')}
      </Link>
    </Page>
  )
}

/** Seed 001 §4/§5: the TXT record to publish, and the check with its two messages. */
function DomainVerification({
  domain,
  verified,
  record,
  reply,
}: {
  domain: string
  verified: boolean
  record: { name: string; value: string }
  reply: FormReply | undefined
}) {
  const { t } = useTranslation()
  const [error] = readReply(reply).formErrors ?? []
  const busy = useNavigation().state === 'submitting'
  return (
    <Section
      id="domain-title"
      title={t('Domain verification')}
      className="mt-10 border-t border-slate-200 pt-6"
    >
      <p className="mt-2 text-lg" data-testid="domain-status">
        {verified
          ? t('{{domain}} is verified: it shows this knowledge base.', { domain })
          : t('{{domain}} is not verified yet.', { domain })}
      </p>
      {error ? (
        <div className="mt-4">
          <Notice kind="error">{t(error)}</Notice>
        </div>
      ) : null}
      <ol className="mt-4 list-decimal space-y-3 ps-6">
        <li>
          {t('At your DNS provider, add a TXT record:')}
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">{t('Name')}</dt>
            <dd>
              <code className="break-all">{record.name}</code>
            </dd>
            <dt className="font-semibold">{t('Value')}</dt>
            <dd>
              <code className="break-all">{record.value}</code>
            </dd>
          </dl>
        </li>
        <li>
          {t('Point {{domain}} at this site (a CNAME record to the address you use to sign in).', {
            domain,
          })}
        </li>
        <li>{t('When the record is published (this can take a few minutes), verify it.')}</li>
      </ol>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value={VERIFY} />
        <Button variant="secondary" disabled={busy}>
          {t('Verify domain')}
        </Button>
      </Form>
    </Section>
  )
}
