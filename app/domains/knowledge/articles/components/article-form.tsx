import type { parseWithZod } from '@conform-to/zod'
import { Form } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '~/components/translation'
import { msg } from '~/i18n'
import { Button, buttonClasses } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import type { FormReply } from '~/platform/form-reply'
import { ArticleSchema, type ArticleContent } from '../articles.schema'
import type { KnowledgeFileView } from '../../files/knowledge-files'
import { ConflictPanel, type ArticleConflict } from './article-form-conflict'
import { ArticleFields, type ArticleChoices } from './article-form-fields'
import { LocalWorkNotice, useLocalWork } from './article-form-local-work'
import { formValuesOf, valuesOfEntries, type Errors, type Values } from './article-form-values'

export type { ArticleChoices } from './article-form-fields'
export type { ArticleConflict } from './article-form-conflict'

/**
 * create: a new article; published: editing a live article (Update & Notify / Don't Notify);
 * unpublished: editing a status-1 article; draft: the pending draft of a published article.
 */
export type ArticleFormMode = 'create' | 'published' | 'unpublished' | 'draft'

/** Fields in form order, for the error summary's links. */
const SUMMARY_FIELDS = [
  'title',
  'article_category',
  'type',
  'new_type_name',
  'new_type_color',
  'visibility',
  'tags',
  'file_ids',
  'embed_video_url',
  'reassign_month_duration',
  'acknowledgement_question',
]

/** Fields whose control's id is not their name (the taxonomy selects). */
const FIELD_IDS: Record<string, string> = {
  article_category: 'article_category-field',
  type: 'type-field',
  file_ids: 'file_ids-input',
}

function summaryErrors(errors: Errors): Record<string, string[] | undefined> {
  const summary: Record<string, string[] | undefined> = {}
  for (const field of SUMMARY_FIELDS)
    summary[FIELD_IDS[field] ?? field] = errors[field] ?? undefined
  for (const [key, messages] of Object.entries(errors)) {
    const answer = /^article_answers\[(\d+)\]\.answer$/.exec(key)
    if (answer) summary[`article_answers-${answer[1]}`] = messages ?? undefined
  }
  if (errors.article_answers?.length) summary['article_answers-0'] ??= errors.article_answers
  return summary
}

type Parse = typeof parseWithZod
let parse: Parse | undefined
let parseLoading: Promise<Parse | undefined> | undefined
/**
 * conform's zod parser (~10 KB gzip) is not needed to show the form: it is asked for once, when
 * the writer first focuses the form or work is restored (ADR 030); undefined when it cannot be
 * loaded (the server checks every post anyway).
 */
const loadParse = (): Promise<Parse | undefined> =>
  (parseLoading ??= import('@conform-to/zod').then(
    (module) => (parse = module.parseWithZod),
    () => (parseLoading = undefined),
  ))

const SUBMITS: Record<ArticleFormMode, { intent: string; label: string; variant?: 'secondary' }[]> =
  {
    create: [
      { intent: 'publish', label: msg('Publish') },
      {
        intent: 'publish-and-add-another',
        label: msg('Save and add another'),
        variant: 'secondary',
      },
      { intent: 'draft', label: msg('Save draft'), variant: 'secondary' },
    ],
    published: [
      { intent: 'publish', label: msg('Update & Notify') },
      { intent: 'publish-quiet', label: msg("Update & Don't Notify"), variant: 'secondary' },
      { intent: 'draft', label: msg('Save draft'), variant: 'secondary' },
    ],
    unpublished: [
      { intent: 'publish', label: msg('Publish') },
      { intent: 'draft', label: msg('Save draft'), variant: 'secondary' },
    ],
    draft: [
      { intent: 'publish', label: msg('Publish') },
      { intent: 'draft', label: msg('Save draft'), variant: 'secondary' },
    ],
  }

/**
 * The article form (seed 001 §2–§5): every field of §3, a plain multipart form post that works
 * without JavaScript (blocks and the question show through CSS, answers are added and removed
 * by submit buttons); with JavaScript the same schema checks it before sending and the work is
 * kept in local storage until it is saved, cancelled or reset.
 */
export function ArticleForm({
  mode,
  saved,
  reply,
  choices,
  version,
  draftVersion,
  storageKey,
  serverUpdatedAt,
  cancelTo,
}: {
  mode: ArticleFormMode
  saved: ArticleContent
  /**
   * The action's last answer: messages, what was typed, the files its form holds (stored without
   * JS, or uploaded before a refusal) and, on a 409, the article as saved now.
   */
  reply?: FormReply<{ files: KnowledgeFileView[] }, ArticleConflict>
  choices: ArticleChoices
  version?: number
  draftVersion?: number
  storageKey: string
  serverUpdatedAt: string | null
  cancelTo: string
}) {
  const { t } = useTranslation()
  const conflict = reply?.current
  const files = reply?.carried?.files
  const form = useRef<HTMLFormElement>(null)
  const summary = useRef<HTMLDivElement>(null)
  const work = useLocalWork(storageKey, serverUpdatedAt)
  const [values, setValues] = useState<Values>(
    () => (reply?.initialValue as Values | undefined) ?? formValuesOf(saved),
  )
  const [formKey, setFormKey] = useState(0)
  const [clientErrors, setClientErrors] = useState<Errors | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const sendUnchecked = useRef(false)
  // Seed §4: an upload in progress blocks saving until it completes or is cancelled.
  const [uploading, setUploading] = useState({ files: false, video: false })
  const uploadPending = uploading.files || uploading.video
  // Stable, and a no-op when nothing changes: the upload widgets report their state from effects.
  const onUploadPending = useCallback((block: 'files' | 'video', pending: boolean) => {
    setUploading((current) =>
      current[block] === pending ? current : { ...current, [block]: pending },
    )
  }, [])
  const errors: Errors = clientErrors ?? ((reply?.error ?? {}) as Errors)
  const formErrors = (errors[''] ?? []).filter(Boolean) as string[]

  // A new answer from the server replaces the browser's view of the form.
  useEffect(() => {
    setClientErrors(null)
    if (reply?.initialValue) {
      setValues(reply.initialValue as Values)
      setFormKey((key) => key + 1)
    }
  }, [reply])
  useEffect(() => {
    const restored = work.restored
    if (!restored) return
    let current = true
    void loadParse().then((loaded) => {
      if (!current || !loaded) return
      setValues(valuesOfEntries(restored.entries, loaded))
      setFormKey((key) => key + 1)
    })
    return () => {
      current = false
    }
  }, [work.restored])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The category and type dialogs are portaled out of this form in the page, but React still
    // bubbles their submits here: they are not the article's.
    if (event.target !== event.currentTarget) return
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    if (submitter?.value === 'add-answer' || submitter?.value.startsWith('remove-answer')) return
    if (!parse && !sendUnchecked.current) {
      // Sent before the parser arrived: wait for it and send again through the same button.
      event.preventDefault()
      const target = event.currentTarget
      void loadParse().then((loaded) => {
        sendUnchecked.current = !loaded
        target.requestSubmit(submitter)
      })
      return
    }
    const submission = parse?.(new FormData(event.currentTarget), { schema: ArticleSchema })
    if (submission && submission.status !== 'success') {
      event.preventDefault()
      setClientErrors(submission.error ?? {})
      requestAnimationFrame(() =>
        summary.current?.querySelector<HTMLElement>('[role=alert]')?.focus(),
      )
      return
    }
    work.forget()
  }

  return (
    <>
      <LocalWorkNotice work={work} />
      {conflict ? <ConflictPanel conflict={conflict} /> : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div ref={summary}>
        <ErrorSummary fieldErrors={summaryErrors(errors)} formErrors={formErrors} />
      </div>
      <Form
        ref={form}
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void loadParse()}
        // input, not React's change: it also reaches the form from the rich text editor, whose
        // text would otherwise be kept only when some other field changed after it.
        onInput={(event) => work.save(event.currentTarget)}
        onReset={(event) => {
          event.preventDefault()
          work.forget()
          setValues(formValuesOf(saved))
          setClientErrors(null)
          setFormKey((key) => key + 1)
          setAnnouncement(t('Form Reset'))
        }}
      >
        {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
        {draftVersion !== undefined ? (
          <input type="hidden" name="draft_version" value={draftVersion} />
        ) : null}
        <ArticleFields
          key={formKey}
          values={values}
          errors={errors}
          choices={files ? { ...choices, files: [...choices.files, ...files] } : choices}
          onUploadPending={onUploadPending}
        />
        <div className="mt-8 flex flex-wrap items-center gap-4">
          {SUBMITS[mode].map((submit) => (
            <Button
              key={submit.intent}
              name="intent"
              value={submit.intent}
              variant={submit.variant}
              disabled={uploadPending}
            >
              {t(submit.label)}
            </Button>
          ))}
          {uploadPending ? (
            <p className="font-semibold text-amber-900">
              {t('Please Upload or Cancel Before Saving')}
            </p>
          ) : null}
          <Button type="reset" variant="secondary">
            {t('Reset')}
          </Button>
          <Link to={cancelTo} className={buttonClasses('link')} onClick={work.forget}>
            {t('Cancel')}
          </Link>
        </div>
      </Form>
      {announcement ? (
        <div
          aria-hidden
          className="fixed right-4 bottom-4 rounded-md bg-slate-900 px-4 py-3 text-white"
        >
          {announcement}
        </div>
      ) : null}
    </>
  )
}
