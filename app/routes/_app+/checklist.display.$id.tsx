import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses, SubmitButton } from '~/components/ui/button'
import { ConfirmDelete } from '~/components/ui/confirm-delete'
import { Notice } from '~/components/ui/notice'
import { Page } from '~/components/ui/page'
import { checklistPages } from '~/domains/checklists/checklist-pages.server'
import { CHECKLISTS_PATH, checklistEditPath } from '~/domains/checklists/checklist-paths'
import { ChecklistItemsList } from '~/domains/checklists/components/checklist-items'
import { ChecklistProgress } from '~/domains/checklists/components/checklist-progress'
import { ChecklistSummary } from '~/domains/checklists/components/checklist-summary'
import { msg } from '~/i18n'
import { readReply } from '~/platform/form-reply'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Checklist'))

export const loader = (args: LoaderFunctionArgs) => checklistPages.load(args)

export const action = (args: ActionFunctionArgs) => checklistPages.act(args)

/** A checklist read: every answer with who gave it and when; reopen, fill in or delete. */
export default function ChecklistPage() {
  const { checklist, abilities, timezone } = useLoaderData<typeof loader>()
  const { formErrors } = readReply(useActionData<typeof action>())
  const { t } = useTranslation()
  return (
    <Page title={checklist.title} back={{ to: CHECKLISTS_PATH, label: t('Checklists') }}>
      {formErrors?.length ? (
        <div className="mt-4">
          <Notice kind="error">{t(formErrors[0]!)}</Notice>
        </div>
      ) : null}
      <ChecklistSummary checklist={checklist} timezone={timezone} />
      <ChecklistProgress progress={checklist.progress} />
      <div className="mt-6 flex flex-wrap items-start gap-6">
        {checklist.completed_at ? (
          <Form method="post">
            <input type="hidden" name="intent" value="reopen" />
            <input type="hidden" name="version" value={checklist.version} />
            <SubmitButton variant="secondary">{t('Reopen checklist')}</SubmitButton>
          </Form>
        ) : (
          <Link to={checklistEditPath(checklist.id)} className={buttonClasses('primary')}>
            {t('Fill in')}
          </Link>
        )}
        {abilities.manageChecklists ? (
          <ConfirmDelete
            label={t('Delete checklist')}
            question={t('Delete the checklist “{{title}}” and its answers?', {
              title: checklist.title,
            })}
            confirmLabel={t('Delete checklist')}
            fields={{ intent: 'delete' }}
          />
        ) : null}
      </div>
      <ChecklistItemsList checklistId={checklist.id} items={checklist.items} timezone={timezone} />
    </Page>
  )
}
