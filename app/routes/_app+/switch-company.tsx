import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { SwitchCompanySchema } from '~/domains/accounts/accounts.schema'
import { listMyCompanies, switchCompany } from '~/domains/accounts/accounts.server'
import { Button } from '~/components/ui/button'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { signedIn } from '~/platform/request-context.server'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { pageTitle } from '~/components/page-title'
import { msg } from '~/i18n'
import { resolveLanguage, serverT } from '~/platform/i18n.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Switch Company'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor }) => json({ companies: await listMyCompanies(actor) }))

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) =>
    handleForm(request, SwitchCompanySchema, async ({ company_id }) => {
      const { companyName } = await switchCompany(actor, company_id, meta)
      // Translated here: the message carries the company's name (see FlashMessage).
      const t = await serverT(await resolveLanguage(request, actor))
      const message = t('You are now working in {{company}}.', { company: companyName })
      return redirectWithFlash('/account/dashboard', { kind: 'success', message })
    }),
  )

export default function SwitchCompanyPage() {
  const { t } = useTranslation()
  const { companies } = useLoaderData<typeof loader>()
  return (
    <Page width="3xl" title={t('Switch Company')}>
      <p className="mt-2 text-slate-700">{t('Choose the company you want to work in.')}</p>
      <ul className="mt-6 divide-y divide-slate-200 rounded-md bg-white ring-1 ring-slate-200">
        {companies.map((company) => (
          <li key={company.id} className="flex items-center justify-between gap-4 px-4 py-3">
            <span className="font-semibold">{company.company_name}</span>
            {company.is_current ? (
              <span className="text-slate-600">{t('Current company')}</span>
            ) : (
              <Form method="post">
                <input type="hidden" name="company_id" value={company.id} />
                <Button
                  variant="secondary"
                  aria-label={t('Switch to {{company}}', { company: company.company_name })}
                >
                  {t('Switch')}
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </Page>
  )
}
