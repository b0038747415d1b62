import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import type { ZodTypeAny } from 'zod'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { FormErrorSummary, FormField, useSchemaForm } from '~/components/ui/form'
import { SignUpFields, signUpFieldList, type SignUpFieldset } from './sign-up-fields'

/** What the lifetime deal's sign-up says about its licence code, asked before the rest. */
export interface LicenceCodeTexts {
  label: string
  hint: string
}

type SignUpValues = Record<keyof SignUpFieldset, string> & { licence_code?: string }

/**
 * The form of every sign-up page (/auth/signup, /auth/app-sumo-register), checked as the user
 * types with the schema its action uses: the plain sign-up, or with `licenceCode` the lifetime
 * deal's, which extends it with `licence_code`.
 */
export function SignUpForm({
  id,
  schema,
  lastResult,
  licenceCode,
}: {
  id: string
  schema: ZodTypeAny
  lastResult: SubmissionResult<string[]> | undefined
  licenceCode?: LicenceCodeTexts
}) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useSchemaForm<SignUpValues>({
    id,
    schema,
    lastResult,
  })
  return (
    <>
      <FormErrorSummary
        formErrors={form.errors}
        fields={[...(licenceCode ? [fields.licence_code] : []), ...signUpFieldList(fields)]}
      />
      <Form method="post" {...getFormProps(form)}>
        {licenceCode ? (
          <FormField
            meta={fields.licence_code}
            label={licenceCode.label}
            hint={licenceCode.hint}
            autoComplete="off"
          />
        ) : null}
        <SignUpFields fields={fields} />
        <Button className="w-full" disabled={busy}>
          {busy ? t('Creating your account…') : t('Create account')}
        </Button>
      </Form>
    </>
  )
}

/** The sign-up pages' way back to signing in. */
export function SignInInstead() {
  const { t } = useTranslation()
  return (
    <p>
      {t('Already have an account?')}{' '}
      <Link to="/auth/signin" className="text-brand-700 underline">
        {t('Sign in')}
      </Link>
    </p>
  )
}
