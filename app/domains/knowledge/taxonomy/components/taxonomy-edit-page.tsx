import { Form, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from '~/components/translation'
import { Button, FormActions, SubmitButton } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Notice } from '~/components/ui/notice'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'

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
    <Page width="2xl" title={props.title}>
      {props.formError ? <Notice kind="error">{t(props.formError)}</Notice> : null}
      <Form method="post" className="mt-6">
        {props.fieldErrors ? <ErrorSummary fieldErrors={props.fieldErrors} /> : null}
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="version" value={props.version} />
        {props.children}
        <FormActions cancelTo={props.cancelTo} className="">
          <SubmitButton>{props.saveLabel}</SubmitButton>
        </FormActions>
      </Form>
      <Section id="delete-title" title={props.deleteTitle} className="mt-12 border-t pt-6">
        {props.deleteHint ? <p className="mt-2 text-slate-700">{props.deleteHint}</p> : null}
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="delete" />
          <Button variant="danger" disabled={busy}>
            {props.deleteLabel}
          </Button>
        </Form>
      </Section>
    </Page>
  )
}
