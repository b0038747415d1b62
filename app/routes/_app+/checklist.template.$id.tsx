import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { ConfirmDelete } from '~/components/ui/confirm-delete'
import { Notice } from '~/components/ui/notice'
import { Page } from '~/components/ui/page'
import { ITEM_KIND_LABELS, RECURRENCE_LABELS } from '~/domains/checklists/checklist-labels'
import {
  startChecklistPath,
  templateEditPath,
  TEMPLATES_PATH,
} from '~/domains/checklists/checklist-paths'
import { templatePage } from '~/domains/checklists/template-pages.server'
import { msg } from '~/i18n'
import { readReply } from '~/platform/form-reply'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Checklist Template'))

export const loader = (args: LoaderFunctionArgs) => templatePage.load(args)

export const action = (args: ActionFunctionArgs) => templatePage.act(args)

/** One template: its items in order, whom it is for, how often it repeats; start a checklist. */
export default function TemplatePage() {
  const { template, abilities } = useLoaderData<typeof loader>()
  const { formErrors } = readReply(useActionData<typeof action>())
  const { t } = useTranslation()
  return (
    <Page
      title={template.title}
      lead={template.description || undefined}
      back={{ to: TEMPLATES_PATH, label: t('Checklist Templates') }}
      actions={
        <Link to={startChecklistPath(template.id)} className={buttonClasses('primary')}>
          {t('Start checklist')}
        </Link>
      }
    >
      {formErrors?.length ? (
        <div className="mt-4">
          <Notice kind="error">{t(formErrors[0]!)}</Notice>
        </div>
      ) : null}
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">{t('Who it is for')}</dt>
        <dd>{template.assigned_to?.name ?? t('Whoever starts it')}</dd>
        <dt className="font-semibold">{t('Repeats')}</dt>
        <dd>{t(RECURRENCE_LABELS[template.recurrence])}</dd>
      </dl>
      <h2 className="mt-8 text-xl font-bold">{t('Items')}</h2>
      <ol className="mt-3 list-decimal space-y-2 ps-6">
        {template.items.map((item) => (
          <li key={item.id} className={item.kind === 'section' ? 'font-bold' : undefined}>
            {item.label}{' '}
            <span className="text-sm font-normal text-slate-600">
              ({t(ITEM_KIND_LABELS[item.kind])}
              {item.required ? `, ${t('required')}` : ''}
              {item.options.length ? `: ${item.options.join(' / ')}` : ''})
            </span>
          </li>
        ))}
      </ol>
      {abilities.manageTemplates ? (
        <div className="mt-8 flex flex-wrap items-start gap-6">
          <Link to={templateEditPath(template.id)} className={buttonClasses('secondary')}>
            {t('Edit Template')}
          </Link>
          <ConfirmDelete
            label={t('Delete template')}
            question={t('Delete the template “{{title}}”? Checklists started from it stay.', {
              title: template.title,
            })}
            confirmLabel={t('Delete template')}
            fields={{ intent: 'delete' }}
          />
        </div>
      ) : null}
    </Page>
  )
}
