import { Form } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { ConfirmDelete } from '~/components/ui/confirm-delete'
import { Field } from '~/components/ui/field'
import { Section } from '~/components/ui/section'
import { Select } from '~/components/ui/select'
import type { FormReply } from '~/platform/form-reply'
import { LOOKUP_LABELS, type LookupKind } from '../purchase-requests.constants'
import type { LookupDto } from '../purchase-settings.server'

/**
 * One admin-kept list (purchase methods, types or set-asides): rename, retire or bring back,
 * delete each entry, and add one. Every change is a plain form post.
 */
export function LookupList({
  kind,
  entries,
  reply,
}: {
  kind: LookupKind
  entries: LookupDto[]
  reply: FormReply | undefined
}) {
  const { t } = useTranslation()
  const typed = reply?.initialValue ?? {}
  const mine = (intent: string, id?: number) =>
    typed.intent === intent && (id === undefined ? typed.kind === kind : typed.id === String(id))
  const errorsOf = (intent: string, field: string, id?: number) =>
    mine(intent, id) ? (reply?.error?.[field] ?? undefined) : undefined
  const label = t(LOOKUP_LABELS[kind])
  return (
    <Section id={`${kind}-title`} title={label}>
      {entries.length ? (
        <ul className="mt-4 space-y-3">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-end gap-3">
              <Form method="post" className="flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="lookup_update" />
                <input type="hidden" name="id" value={entry.id} />
                <input type="hidden" name="version" value={entry.version} />
                <Field
                  label={t('Name')}
                  className=""
                  errors={errorsOf('lookup_update', 'name', entry.id)}
                  inputProps={{
                    id: `lookup-${entry.id}`,
                    name: 'name',
                    defaultValue: entry.name,
                  }}
                />
                <Select
                  id={`lookup-${entry.id}-active`}
                  name="is_active"
                  label={t('Offered')}
                  className=""
                  controlClassName="w-auto"
                  defaultValue={String(entry.is_active)}
                  options={[
                    { value: 'true', label: t('Offered on new requests') },
                    { value: 'false', label: t('Retired') },
                  ]}
                />
                <Button variant="secondary">
                  {t('Save')}
                  <span className="sr-only">{`: ${entry.name}`}</span>
                </Button>
              </Form>
              <ConfirmDelete
                label={t('Delete')}
                question={t('Delete “{{name}}”? Requests that used it will show none.', {
                  name: entry.name,
                })}
                confirmLabel={t('Delete')}
                fields={{ intent: 'lookup_delete', id: entry.id }}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-slate-700">{t('This list is empty.')}</p>
      )}
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="lookup_create" />
        <input type="hidden" name="kind" value={kind} />
        <Field
          label={t('New entry')}
          className=""
          errors={errorsOf('lookup_create', 'name')}
          inputProps={{ id: `new-${kind}`, name: 'name' }}
        />
        <Button variant="secondary">
          {t('Add')}
          <span className="sr-only">{`: ${label}`}</span>
        </Button>
      </Form>
    </Section>
  )
}
