import { Form } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { Textarea } from '~/components/ui/field'
import type { FormReply } from '~/platform/form-reply'

/**
 * Approve, reject or ask for changes, with a comment (required for the last two): one form,
 * the button pressed names the decision (its `intent`), so it works without JavaScript.
 */
export function DecisionForm({
  version,
  reply,
}: {
  version: number
  reply: FormReply | undefined
}) {
  const { t } = useTranslation()
  const sent = reply?.initialValue as Record<string, unknown> | undefined
  return (
    <Form method="post" noValidate>
      <input type="hidden" name="version" value={version} />
      <Textarea
        id="comment"
        name="comment"
        label={t('Comment')}
        hint={t('Required to reject or to ask for changes; the requester reads it.')}
        defaultValue={typeof sent?.comment === 'string' ? sent.comment : ''}
        errors={reply?.error?.comment}
      />
      <div className="flex flex-wrap gap-4">
        <Button name="intent" value="approve">
          {t('Approve')}
        </Button>
        <Button name="intent" value="changes" variant="secondary">
          {t('Ask for changes')}
        </Button>
        <Button name="intent" value="reject" variant="danger">
          {t('Reject')}
        </Button>
      </div>
    </Form>
  )
}
