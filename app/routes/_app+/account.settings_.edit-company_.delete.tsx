import type { SubmissionResult } from '@conform-to/react'
import {
  json,
  redirect,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { ConfirmPage } from '~/components/ui/confirm-delete'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field } from '~/components/ui/field'
import {
  COMPANY_MESSAGES,
  CompanyDeleteSchema,
  EDIT_COMPANY_PATH,
} from '~/domains/company/company.schema'
import {
  authorizeCompany,
  deleteCompany,
  sessionInNextCompany,
} from '~/domains/company/company-settings.server'
import { signedIn } from '~/platform/request-context.server'
import { msg } from '~/i18n'
import { clearSessionCookieHeader, sessionCookieHeader, SIGNIN_PATH } from '~/platform/auth.server'
import { flashHeader } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { resolveLanguage, serverT } from '~/platform/i18n.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Delete company'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta }) => {
    await authorizeCompany(actor, meta, 'company.delete', actor.companyId)
    return json({ companyName: actor.companyName })
  })

/**
 * Deletes the company once its name was typed. Everyone's sessions in it end with it; the
 * person who deleted it continues in their next company, or signs in again.
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const t = serverT(await resolveLanguage(request, actor))
    return handleForm(request, CompanyDeleteSchema, async ({ confirm_name }) => {
      const { nextCompanyId, companyName } = await deleteCompany(
        actor,
        actor.companyId,
        confirm_name,
        meta,
      )
      const headers = new Headers()
      // Translated here: the message carries the company's name (see FlashMessage).
      const message = t(COMPANY_MESSAGES.deleted, { name: companyName })
      headers.append('Set-Cookie', await flashHeader({ kind: 'success', message }))
      if (nextCompanyId === null) {
        headers.append('Set-Cookie', await clearSessionCookieHeader(request))
        return redirect(SIGNIN_PATH, { headers })
      }
      const token = await sessionInNextCompany(actor, nextCompanyId, meta)
      headers.append('Set-Cookie', await sessionCookieHeader(request, token))
      return redirect('/account/dashboard', { headers })
    })
  })

export default function DeleteCompanyPage() {
  const { companyName } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  const { t } = useTranslation()
  const errors = reply?.error?.confirm_name ?? undefined
  return (
    <ConfirmPage
      title={t('Delete {{company}}?', { company: companyName })}
      explanation={
        <>
          <ErrorSummary fieldErrors={{ confirm_name: errors }} />
          <p className="text-slate-900">
            {t(
              'This deletes the company for everyone: its people’s access, profiles, files, knowledge base, history and emails. It cannot be undone.',
            )}
          </p>
          <p>
            <a href={`${EDIT_COMPANY_PATH}/export`} className="text-brand-700 underline" download>
              {t('Download the company data first')}
            </a>
          </p>
        </>
      }
      confirmLabel={t('Delete company for good')}
      cancelTo={EDIT_COMPANY_PATH}
    >
      <Field
        label={t('Type {{company}} to confirm', { company: companyName })}
        errors={errors}
        inputProps={{
          id: 'confirm_name',
          name: 'confirm_name',
          type: 'text',
          autoComplete: 'off',
        }}
      />
    </ConfirmPage>
  )
}
