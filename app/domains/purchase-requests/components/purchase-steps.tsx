import { Form } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { Field, Textarea } from '~/components/ui/field'
import { Section } from '~/components/ui/section'
import type { FormReply } from '~/platform/form-reply'
import type { PurchaseRequestDetail } from '../purchase-requests.server'

/**
 * The steps the reader may take on a request now, each a plain form posting the version they
 * saw: approve or reject (approvers), mark paid (payers), cancel (the requester).
 */
export function PurchaseSteps({
  request,
  reply,
}: {
  request: PurchaseRequestDetail
  reply: FormReply | undefined
}) {
  const { t } = useTranslation()
  const { abilities } = request
  if (!abilities.decide && !abilities.pay && !abilities.cancel) return null
  const sent = reply?.initialValue?.intent
  const errorsFor = (intent: string, field: string) =>
    sent === intent ? (reply?.error?.[field] ?? undefined) : undefined
  const version = <input type="hidden" name="version" value={request.version} />
  return (
    <Section id="next-step-title" title={t('Next step')}>
      {abilities.decide ? (
        <Form method="post" className="mt-4 max-w-xl">
          {version}
          <Textarea
            id="decision-comment"
            name="comment"
            label={t('Comment (needed to reject)')}
            rows={3}
            errors={errorsFor('approve', 'comment') ?? errorsFor('reject', 'comment')}
          />
          <div className="flex flex-wrap gap-3">
            <Button name="intent" value="approve">
              {t('Approve')}
            </Button>
            <Button name="intent" value="reject" variant="danger">
              {t('Reject')}
            </Button>
          </div>
        </Form>
      ) : null}
      {abilities.pay ? (
        <Form method="post" className="mt-4 max-w-xl">
          {version}
          <input type="hidden" name="intent" value="pay" />
          <Field
            label={t('Payment reference (optional)')}
            hint={t('An invoice, cheque or transfer number')}
            errors={errorsFor('pay', 'payment_reference')}
            inputProps={{ id: 'payment-reference', name: 'payment_reference' }}
          />
          <Button>{t('Mark paid')}</Button>
        </Form>
      ) : null}
      {abilities.cancel ? (
        <Form method="post" className="mt-6">
          {version}
          <input type="hidden" name="intent" value="cancel" />
          <Button variant="secondary">{t('Cancel this request')}</Button>
        </Form>
      ) : null}
    </Section>
  )
}
