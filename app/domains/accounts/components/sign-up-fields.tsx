import type { FieldMetadata } from '@conform-to/react'
import { useTranslation } from '~/components/translation'
import { FormField } from '~/components/ui/form'
import { PASSWORD_MIN } from '../accounts.schema'

export interface SignUpFieldset {
  first_name: FieldMetadata<string>
  last_name: FieldMetadata<string>
  email: FieldMetadata<string>
  password: FieldMetadata<string>
  company_name: FieldMetadata<string>
}

/** The account and company fields of every sign-up form (/auth/signup, /auth/app-sumo-register). */
export function SignUpFields({ fields }: { fields: SignUpFieldset }) {
  const { t } = useTranslation()
  return (
    <>
      <FormField meta={fields.first_name} label={t('First name')} autoComplete="given-name" />
      <FormField
        meta={fields.last_name}
        label={t('Last name (optional)')}
        autoComplete="family-name"
      />
      <FormField
        meta={fields.email}
        label={t('Work email address')}
        type="email"
        autoComplete="email"
      />
      <FormField
        meta={fields.password}
        label={t('Password')}
        type="password"
        autoComplete="new-password"
        hint={t('At least {{min}} characters.', { min: PASSWORD_MIN })}
      />
      <FormField meta={fields.company_name} label={t('Company name')} autoComplete="organization" />
    </>
  )
}

/** The sign-up fields in form order, for the error summary. */
export const signUpFieldList = (fields: SignUpFieldset) => [
  fields.first_name,
  fields.last_name,
  fields.email,
  fields.password,
  fields.company_name,
]
