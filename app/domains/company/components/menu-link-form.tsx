import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field } from '~/components/ui/field'
import { optionsOf, Select } from '~/components/ui/select'
import { Notice } from '~/components/ui/notice'

export interface MenuLinkFormLink {
  id: number
  name: string
  url: string
  icon: string
  order: number
  parent: number | null
  version: number
}

/**
 * The add and edit form of a company menu link (plain form posts). `failure` is the seed §8
 * message shown above the details when the server refused the change.
 */
export function MenuLinkForm({
  idPrefix,
  intent,
  link,
  parents,
  reply,
  failure,
  submitLabel,
}: {
  idPrefix: string
  intent: 'add' | 'update'
  link?: MenuLinkFormLink
  /** The links that may be chosen as parent. */
  parents: { id: number; name: string }[]
  reply: SubmissionResult<string[]> | undefined
  failure: string
  submitLabel: string
}) {
  const { t } = useTranslation()
  const busy = useNavigation().formData?.get('intent') === intent
  const errors = reply?.error ?? {}
  const submitted = reply?.initialValue ?? {}
  const value = (name: keyof MenuLinkFormLink) => {
    const sent = submitted[name]
    if (typeof sent === 'string') return sent
    return link ? String(link[name] ?? '') : undefined
  }
  const translated = (messages: string[] | null | undefined) =>
    messages?.map((message) => t(message))
  const id = (name: string) => `${idPrefix}-${name}`
  const failed = reply !== undefined && Object.values(errors).some((messages) => messages?.length)
  const parentErrors = translated(errors.parent)
  return (
    <div>
      {failed ? <Notice kind="error">{t(failure)}</Notice> : null}
      <ErrorSummary
        fieldErrors={{
          [id('name')]: translated(errors.name),
          [id('url')]: translated(errors.url),
          [id('icon')]: translated(errors.icon),
          [id('order')]: translated(errors.order),
          [id('parent')]: parentErrors,
        }}
        formErrors={translated(errors[''])}
      />
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value={intent} />
        {link ? (
          <input
            type="hidden"
            name="version"
            value={typeof submitted.version === 'string' ? submitted.version : link.version}
          />
        ) : null}
        <Field
          label={t('Name')}
          errors={translated(errors.name)}
          inputProps={{ id: id('name'), name: 'name', type: 'text', defaultValue: value('name') }}
        />
        <Field
          label={t('Web address')}
          hint={t(
            'A full address such as https://example.com, or a page of this site such as /div',
          )}
          errors={translated(errors.url)}
          inputProps={{ id: id('url'), name: 'url', type: 'text', defaultValue: value('url') }}
        />
        <Field
          label={t('Icon (optional)')}
          hint={t('Leave empty for the link icon')}
          errors={translated(errors.icon)}
          inputProps={{ id: id('icon'), name: 'icon', type: 'text', defaultValue: value('icon') }}
        />
        <Field
          label={t('Order')}
          hint={t('Links with a lower number come first')}
          errors={translated(errors.order)}
          inputProps={{
            id: id('order'),
            name: 'order',
            type: 'number',
            defaultValue: value('order') ?? '0',
          }}
        />
        <Select
          id={id('parent')}
          name="parent"
          label={t('Parent link (optional)')}
          hint={t('A link with a parent is shown inside the parent’s group')}
          errors={parentErrors}
          defaultValue={value('parent') ?? ''}
          placeholder={t('None (top level)')}
          options={optionsOf(parents)}
        />
        <Button disabled={busy}>{submitLabel}</Button>
      </Form>
    </div>
  )
}
