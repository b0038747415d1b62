import type { ReactNode } from 'react'
import { useTranslation } from '~/components/translation'
import { Checkbox } from '~/components/ui/choice'
import { Field } from '~/components/ui/field'

/**
 * A custom field's settings as its add and edit forms both ask them: name, then what only the
 * form asks (`children`: type and options when adding), order and required. `idPrefix` keeps
 * the two forms' ids apart.
 */
export function DefinitionFields({
  idPrefix,
  errors,
  values,
  children,
}: {
  idPrefix: string
  errors: Record<string, string[] | undefined>
  values: { name?: string; order?: string; required: boolean }
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const input = (name: 'name' | 'order', label: string, type: string, hint?: string) => (
    <Field
      label={label}
      hint={hint}
      errors={errors[name]}
      inputProps={{ id: `${idPrefix}-${name}`, name, type, defaultValue: values[name] }}
    />
  )
  return (
    <>
      {input('name', t('Name'), 'text')}
      {children}
      {input('order', t('Order'), 'number', t('Fields with a lower number come first'))}
      <Checkbox
        label={t('Required')}
        inputProps={{
          id: `${idPrefix}-required`,
          name: 'is_required',
          defaultChecked: values.required,
        }}
      />
    </>
  )
}
