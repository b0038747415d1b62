import { Form } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { ConfirmDelete } from '~/components/ui/confirm-delete'
import { Field } from '~/components/ui/field'
import { fieldErrorsOf, isConflict, type FormReply } from '~/platform/form-reply'
import type { HolidayDto } from '../holidays.server'

/** One holiday, edited in place (name and date) or deleted after a question. */
export function HolidayRow({
  holiday,
  reply,
}: {
  holiday: HolidayDto
  reply: FormReply | undefined
}) {
  const { t } = useTranslation()
  const sent = reply?.initialValue ?? {}
  const mine = sent.intent === 'save' && sent.holiday === String(holiday.id)
  const errors = mine && !isConflict(reply) ? fieldErrorsOf(reply) : undefined
  const typed = (name: 'name' | 'date') =>
    mine && typeof sent[name] === 'string' ? (sent[name] as string) : holiday[name]
  const id = (name: string) => `holiday-${holiday.id}-${name}`
  return (
    <li className="flex flex-wrap items-start gap-4 border-b border-slate-200 py-3">
      <Form method="post" className="flex flex-1 flex-wrap items-end gap-3" noValidate>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="holiday" value={holiday.id} />
        <input type="hidden" name="version" value={holiday.version} />
        <div className="min-w-56 flex-1">
          <Field
            label={t('Name')}
            errors={errors?.name}
            inputProps={{ id: id('name'), name: 'name', type: 'text', defaultValue: typed('name') }}
          />
        </div>
        <Field
          label={t('Date')}
          errors={errors?.date}
          inputProps={{ id: id('date'), name: 'date', type: 'date', defaultValue: typed('date') }}
        />
        <Button variant="secondary" className="mb-5">
          {t('Save')}
          <span className="sr-only">: {holiday.name}</span>
        </Button>
      </Form>
      <div className="pt-8">
        <ConfirmDelete
          label={t('Delete')}
          question={t('Delete the holiday “{{name}}” on {{date}}?', {
            name: holiday.name,
            date: holiday.date,
          })}
          confirmLabel={t('Delete holiday')}
          fields={{ intent: 'delete', holiday: holiday.id }}
        />
      </div>
    </li>
  )
}
