import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { useTranslation } from '~/components/translation'
import { EmptyState } from '~/components/ui/table'
import { Section } from '~/components/ui/section'
import { Button, buttonClasses } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field } from '~/components/ui/field'
import type { CustomViewDto } from '../custom-views.server'
import { viewHref } from '../directory.schema'

type Reply = SubmissionResult<string[]> | undefined

function sentBy(reply: Reply, intent: string, id?: number): Reply {
  const sent = reply?.initialValue ?? {}
  if (sent.intent !== intent) return undefined
  return id === undefined || sent.id === String(id) ? reply : undefined
}

/**
 * Saved views of the directory: open one (a plain link), save the current filters under a name
 * (privately or for the whole company), rename or delete one's own. Rename and delete open in
 * <details>, which needs no JavaScript; delete asks before it deletes.
 */
export function SavedViews({
  views,
  currentViewId,
  filters,
  path,
  reply,
}: {
  views: CustomViewDto[]
  currentViewId: number | null
  /** The current filters as a query string: what "Save view" stores. */
  filters: string
  path: string
  reply: Reply
}) {
  const { t } = useTranslation()
  const saveReply = sentBy(reply, 'save-view')
  const saveErrors = saveReply?.error ?? {}
  const translated = (messages: string[] | null | undefined) => messages?.map((m) => t(m))
  return (
    <Section id="views-title" title={t('Saved views')} className="mt-10">
      {views.length === 0 ? (
        <EmptyState className="mt-2">
          {t('No saved views yet. Filter the directory, then save the filters as a view below.')}
        </EmptyState>
      ) : (
        <ul className="mt-4 space-y-3">
          {views.map((view) => {
            const renameReply = sentBy(reply, 'rename-view', view.id)
            const renameErrors = translated(renameReply?.error?.name)
            return (
              <li key={view.id} className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <Link
                  to={viewHref(path, view)}
                  aria-current={view.id === currentViewId ? 'page' : undefined}
                  className={`${buttonClasses('link')} ${view.id === currentViewId ? 'font-bold' : ''}`}
                >
                  {view.name}
                </Link>
                <span className="text-sm text-slate-700">
                  {view.is_shared
                    ? t('Shared by {{name}}', { name: view.owner_name })
                    : t('Only you')}
                </span>
                {view.abilities.update ? (
                  <details open={Boolean(renameReply)}>
                    <summary className="cursor-pointer text-brand-700 underline">
                      {t('Rename')}
                      <span className="sr-only">: {view.name}</span>
                    </summary>
                    <Form method="post" noValidate className="mt-2 max-w-md">
                      <input type="hidden" name="intent" value="rename-view" />
                      <input type="hidden" name="id" value={view.id} />
                      <input type="hidden" name="version" value={view.version} />
                      <Field
                        label={t('New name of “{{name}}”', { name: view.name })}
                        errors={renameErrors ?? translated(renameReply?.error?.[''])}
                        inputProps={{
                          id: `rename-view-${view.id}`,
                          name: 'name',
                          type: 'text',
                          defaultValue: view.name,
                        }}
                      />
                      <Button type="submit" variant="secondary">
                        {t('Rename view')}
                      </Button>
                    </Form>
                  </details>
                ) : null}
                {view.abilities.delete ? (
                  <details>
                    <summary className="cursor-pointer text-brand-700 underline">
                      {t('Delete')}
                      <span className="sr-only">: {view.name}</span>
                    </summary>
                    <Form method="post" className="mt-2">
                      <input type="hidden" name="intent" value="delete-view" />
                      <input type="hidden" name="id" value={view.id} />
                      <input type="hidden" name="return" value={filters} />
                      <p className="mb-2">
                        {t('Delete the view “{{name}}”?', { name: view.name })}
                      </p>
                      <Button type="submit" variant="danger">
                        {t('Delete view')}
                      </Button>
                    </Form>
                  </details>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}

      <h3 id="save-view-title" className="mt-8 text-xl font-bold">
        {t('Save these filters as a view')}
      </h3>
      <div className="mt-4 max-w-xl">
        <ErrorSummary
          fieldErrors={{ 'save-view-name': translated(saveErrors.name) }}
          formErrors={translated(saveErrors[''])}
        />
        <Form method="post" noValidate aria-labelledby="save-view-title">
          <input type="hidden" name="intent" value="save-view" />
          <input type="hidden" name="filters" value={filters} />
          <Field
            label={t('View name')}
            errors={translated(saveErrors.name)}
            inputProps={{
              id: 'save-view-name',
              name: 'name',
              type: 'text',
              defaultValue:
                typeof saveReply?.initialValue?.name === 'string'
                  ? saveReply.initialValue.name
                  : '',
            }}
          />
          <div className="mb-5 flex items-center gap-3">
            <input id="save-view-shared" name="is_shared" type="checkbox" className="h-5 w-5" />
            <label htmlFor="save-view-shared" className="text-base">
              {t('Share with everyone in the company')}
            </label>
          </div>
          <Button type="submit">{t('Save view')}</Button>
        </Form>
      </div>
    </Section>
  )
}
