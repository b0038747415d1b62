import { getCollectionProps, getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from '~/components/translation'
import { ErrorSummary } from '~/components/ui/error-summary'
import { APP_CATALOGUE, APP_IDS, type AppId } from '../active-apps'

/**
 * The company's apps as checkboxes (settings page and the onboarding Activate Apps step). The
 * submit buttons are the caller's: inside as `children`, or elsewhere on the page with
 * `form={id}`. Without `canEdit` the boxes are shown but cannot be changed.
 */
export function ActiveAppsForm({
  id,
  active,
  lastResult,
  canEdit,
  children,
}: {
  id: string
  active: readonly AppId[]
  lastResult?: SubmissionResult<string[]> | null
  canEdit: boolean
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: { active_apps: [...active] },
  })
  const errors = fields.active_apps.errors?.map((message) => t(message))
  const errorId = `${id}-apps-error`
  const boxes = getCollectionProps(fields.active_apps, { type: 'checkbox', options: APP_IDS })
  return (
    <Form method="post" {...getFormProps(form)}>
      <ErrorSummary
        fieldErrors={{ [`${id}-${APP_IDS[0]}`]: errors }}
        formErrors={form.errors?.map((message) => t(message))}
      />
      <fieldset aria-describedby={errors?.length ? errorId : undefined}>
        <legend className="text-lg font-semibold text-slate-900">{t('Active apps')}</legend>
        <p className="mt-1 text-sm text-slate-600">
          {t('Menus and pages of an app that is not active are hidden from everyone.')}
        </p>
        {errors?.length ? (
          <p id={errorId} className="mt-2 text-sm font-semibold text-red-700">
            <span className="sr-only">{t('Error:')}</span> {errors[0]}
          </p>
        ) : null}
        <ul className="mt-4 space-y-3">
          {APP_CATALOGUE.map((app, index) => {
            const { key, ...box } = boxes[index]!
            const boxId = `${id}-${app.id}`
            return (
              <li key={key} className="flex items-start gap-3">
                <input
                  {...box}
                  id={boxId}
                  disabled={!canEdit}
                  aria-describedby={`${boxId}-hint`}
                  className="mt-1 h-5 w-5 rounded border-2 border-slate-700"
                />
                <label htmlFor={boxId}>
                  <span className="block font-semibold text-slate-900">{t(app.name)}</span>
                  <span id={`${boxId}-hint`} className="block text-sm text-slate-600">
                    {t(app.description)}
                  </span>
                </label>
              </li>
            )
          })}
        </ul>
      </fieldset>
      {children}
    </Form>
  )
}
