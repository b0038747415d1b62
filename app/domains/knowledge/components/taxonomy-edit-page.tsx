import { Form, Link, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Notice } from '~/components/ui/notice'

interface TaxonomyEditPageProps {
  /** Translated texts: the page's heading, the save button, the delete section. */
  title: string
  saveLabel: string
  deleteTitle: string
  deleteHint?: string
  deleteLabel: string
  /** The record's version, posted back so a stale save is a 409. */
  version: number
  /** The first form-level error (a 409, a refused delete), untranslated. */
  formError?: string
  /** Field errors by input id, for the summary at the top of the form. */
  fieldErrors?: Record<string, string[] | undefined>
  cancelTo: string
  /** The form's fields. */
  children: ReactNode
}

/**
 * The edit page of a category, type, definition or definition category: the form (intent
 * 'save') and, below it, the delete section (intent 'delete'); both post to the page's action
 * (`saveOrDelete` in taxonomy-pages.server.ts) and work without JavaScript.
 */
export function TaxonomyEditPage(props: TaxonomyEditPageProps) {
  const busy = useNavigation().state === 'submitting'
  const { t } = useTranslation()
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">{props.title}</h1>
      {props.formError ? <Notice kind="error">{t(props.formError)}</Notice> : null}
      <Form method="post" className="mt-6">
        {props.fieldErrors ? <ErrorSummary fieldErrors={props.fieldErrors} /> : null}
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="version" value={props.version} />
        {props.children}
        <div className="flex items-center gap-4">
          <Button disabled={busy}>{busy ? t('Submitting...') : props.saveLabel}</Button>
          <Link to={props.cancelTo} className={buttonClasses('link')}>
            {t('Cancel')}
          </Link>
        </div>
      </Form>
      <section aria-labelledby="delete-title" className="mt-12 border-t pt-6">
        <h2 id="delete-title" className="text-2xl font-bold">
          {props.deleteTitle}
        </h2>
        {props.deleteHint ? <p className="mt-2 text-slate-700">{props.deleteHint}</p> : null}
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="delete" />
          <Button variant="danger" disabled={busy}>
            {props.deleteLabel}
          </Button>
        </Form>
      </section>
    </main>
  )
}
