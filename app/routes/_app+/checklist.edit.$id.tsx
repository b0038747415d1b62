import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { Page } from '~/components/ui/page'
import { checklistPages } from '~/domains/checklists/checklist-pages.server'
import { CHECKLISTS_PATH, checklistPath } from '~/domains/checklists/checklist-paths'
import { ChecklistFillForm } from '~/domains/checklists/components/checklist-fill-form'
import { ChecklistProgress } from '~/domains/checklists/components/checklist-progress'
import { ChecklistSummary } from '~/domains/checklists/components/checklist-summary'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Fill in checklist'))

export const loader = (args: LoaderFunctionArgs) => checklistPages.load(args)

export const action = (args: ActionFunctionArgs) => checklistPages.act(args)

/** Filling a checklist in; a completed one is read on its display page. */
export default function FillChecklistPage() {
  const { checklist, abilities, choices, timezone } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { t } = useTranslation()
  return (
    <Page title={checklist.title} back={{ to: CHECKLISTS_PATH, label: t('Checklists') }}>
      <ChecklistSummary checklist={checklist} timezone={timezone} />
      <ChecklistProgress progress={checklist.progress} />
      {checklist.completed_at ? (
        <p className="mt-6">
          <Link to={checklistPath(checklist.id)} className={buttonClasses('secondary')}>
            {t('View the completed checklist')}
          </Link>
        </p>
      ) : (
        <ChecklistFillForm
          checklist={checklist}
          abilities={abilities}
          choices={choices}
          reply={reply}
          timezone={timezone}
        />
      )}
    </Page>
  )
}
