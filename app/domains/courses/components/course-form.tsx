import { parse } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { lazy, useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import { DialogLink } from '~/components/ui/dialog-link'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field, Textarea } from '~/components/ui/field'
import { Select } from '~/components/ui/select'
import { StaleRecordNotice } from '~/components/ui/stale-record-notice'
import { Checkbox } from '~/components/ui/choice'
import type { FormReply } from '~/platform/form-reply'
import { CheckList } from '~/domains/knowledge/articles/components/article-form-controls'
import {
  LocalWorkNotice,
  useLocalWork,
} from '~/domains/knowledge/articles/components/article-form-local-work'
import type { CourseDto } from '../course-records.server'
import { moveItem, moveSection, type CourseValues } from '../course-structure'
import { COURSE_CATEGORIES_PATH, PRIORITY_LABELS } from '../course-paths'
import { CourseSections, type Dragged } from './course-sections'
import { list, text, type Option } from './course-form-values'

const CategoriesDialog = lazy(() => import('./course-categories-dialog'))

export interface CourseChoicesView {
  categories: Option[]
  articles: Option[]
  quizzes: Option[]
  scormPackages: Option[]
  responsibilities: Option[]
  divisions: Option[]
  positions: Option[]
  people: Option[]
}

type Errors = Record<string, string[] | null | undefined>

/** The values a form's current entries stand for (conform's payload shape). */
function valuesOf(data: FormData): CourseValues {
  return parse(data, { resolve: () => ({ value: undefined }) }).payload as CourseValues
}

function entriesToData(entries: [string, string][]) {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

/** The structural buttons: they post the form to be shown again, not to save it. */
const STRUCTURAL = /^(add-section|add-item|remove-|section-|item-|add-category)/

/**
 * The course form (seed 001 §3 Course): a plain form post that works without JavaScript; the
 * sections' buttons post the whole form and it comes back as typed. With JavaScript, the work is
 * kept in local storage until saved or cancelled (load newer / keep mine, as the article form),
 * and sections and items can be dragged.
 */
export function CourseForm({
  values: saved,
  choices,
  reply,
  version,
  storageKey,
  serverUpdatedAt,
  cancelTo,
}: {
  values: CourseValues
  choices: CourseChoicesView
  reply?: FormReply<never, CourseDto>
  version?: number
  storageKey: string
  serverUpdatedAt: string | null
  cancelTo: string
}) {
  const { t } = useTranslation()
  const form = useRef<HTMLFormElement>(null)
  const work = useLocalWork(`course:${storageKey}`, serverUpdatedAt)
  const [values, setValues] = useState<CourseValues>(
    () => (reply?.initialValue as CourseValues | undefined) ?? saved,
  )
  const [formKey, setFormKey] = useState(0)
  // Controlled: a category just added arrives with the page's data after the action's answer,
  // and the select must show it chosen once its option is there.
  const [category, setCategory] = useState(() => text(values.category))
  const errors = (reply?.error ?? {}) as Errors
  const formErrors = (errors[''] ?? []).filter(Boolean) as string[]
  const showValues = (next: CourseValues) => {
    setValues(next)
    setCategory(text(next.category))
    setFormKey((key) => key + 1)
  }

  // The server's answer (a structural button, a refusal) replaces the browser's view of the form.
  useEffect(() => {
    if (reply?.initialValue) showValues(reply.initialValue as CourseValues)
  }, [reply])
  useEffect(() => {
    if (work.restored) showValues(valuesOf(entriesToData(work.restored.entries)))
  }, [work.restored])

  const onDrop = (dragged: Dragged, target: Dragged) => {
    if (!form.current) return
    const current = valuesOf(new FormData(form.current))
    const next =
      'section' in dragged && 'section' in target
        ? moveSection(current, dragged.section, target.section)
        : 'item' in dragged && 'item' in target
          ? moveItem(current, dragged.item, target.item)
          : current
    showValues(next)
    requestAnimationFrame(() => form.current && work.save(form.current))
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (event.target !== event.currentTarget) return
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    if (!STRUCTURAL.test(submitter?.value ?? '')) work.forget()
  }

  const sectionTitles = (course: CourseDto) =>
    course.sections.map((section) => (
      <li key={section.id}>
        {section.title}: {section.section_items.map((item) => item.title).join(', ') || '—'}
      </li>
    ))

  return (
    <>
      <LocalWorkNotice
        work={work}
        newerTitle={t('A newer version of this course was saved after your unsaved changes.')}
      />
      {reply?.current ? (
        <StaleRecordNotice
          title={t('The course as it is saved now')}
          values={[
            { label: t('Name'), value: reply.current.name, testId: 'saved-name' },
            { label: t('Category'), value: reply.current.category_name ?? '—' },
            { label: t('Priority'), value: t(PRIORITY_LABELS[reply.current.priority] ?? '') },
            {
              label: t('Sections'),
              value: <ol className="list-decimal ps-5">{sectionTitles(reply.current)}</ol>,
              testId: 'saved-sections',
            },
          ]}
        >
          <p className="mt-2">{t('Your version is in the form below; save again to keep it.')}</p>
        </StaleRecordNotice>
      ) : null}
      <ErrorSummary
        fieldErrors={
          Object.fromEntries(Object.entries(errors).filter(([key]) => key !== '')) as Record<
            string,
            string[] | undefined
          >
        }
        formErrors={formErrors}
      />
      <Form
        ref={form}
        key={formKey}
        method="post"
        noValidate
        onSubmit={onSubmit}
        onInput={(event) => work.save(event.currentTarget)}
        className="mt-4"
      >
        {/* First in the form, so that Enter in a text field saves rather than adds a category. */}
        <Button name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden>
          {t('Save course')}
        </Button>
        {version !== undefined ? (
          <input type="hidden" name="version" value={reply?.current?.version ?? version} />
        ) : null}
        <Field
          label={t('Name')}
          errors={errors.name}
          inputProps={{ id: 'name', name: 'name', defaultValue: text(values.name) }}
        />
        <Select
          id="category"
          name="category"
          label={t('Category')}
          errors={errors.category}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          placeholder={t('No category')}
          options={choices.categories.map((c) => ({ value: c.id, label: c.name }))}
        />
        <div className="mb-5 flex flex-wrap items-end gap-3">
          <Field
            label={t('New category')}
            className=""
            errors={errors.new_category_name}
            inputProps={{
              id: 'new_category_name',
              name: 'new_category_name',
              defaultValue: text(values.new_category_name),
            }}
          />
          <Button name="intent" value="add-category" variant="secondary">
            {t('Add category')}
          </Button>
          <DialogLink
            to={COURSE_CATEGORIES_PATH}
            className={buttonClasses('link')}
            dialog={(close) => <CategoriesDialog onClose={close} />}
          >
            {t('Rename or delete categories')}
          </DialogLink>
        </div>
        <Textarea
          id="description"
          name="description"
          label={t('Description')}
          errors={errors.description}
          defaultValue={text(values.description)}
        />
        <Select
          id="priority"
          name="priority"
          label={t('Priority')}
          errors={errors.priority}
          defaultValue={text(values.priority) || '2'}
          options={Object.entries(PRIORITY_LABELS).map(([value, label]) => ({
            value,
            label: t(label),
          }))}
        />
        <CourseSections
          sections={values.sections ?? []}
          errors={errors}
          choices={choices}
          canWriteArticle
          onDrop={onDrop}
        />
        <fieldset className="mb-5">
          <legend className="text-lg font-semibold text-slate-900">{t('Assignment')}</legend>
          <Checkbox
            label={t('Assign to everyone')}
            inputProps={{
              id: 'is_assigned_to_everyone',
              name: 'is_assigned_to_everyone',
              defaultChecked: values.is_assigned_to_everyone === 'on',
            }}
          />
          {(
            [
              ['responsibilities', t('Responsibilities'), choices.responsibilities],
              ['divisions', t('Divisions/Depts'), choices.divisions],
              ['positions', t('Positions'), choices.positions],
              ['individuals', t('Individuals'), choices.people],
            ] as const
          ).map(([name, legend, options]) => (
            <CheckList
              key={name}
              name={name}
              legend={legend}
              options={options}
              chosen={list(values[name])}
            />
          ))}
        </fieldset>
        <Checkbox
          label={t('Give a certificate on completion')}
          inputProps={{
            id: 'has_certificate',
            name: 'has_certificate',
            defaultChecked: values.has_certificate === 'on',
          }}
        />
        <Select
          id="reassign_month_duration"
          name="reassign_month_duration"
          label={t('Reassign every (months)')}
          hint={t('0 means the course is never reassigned')}
          errors={errors.reassign_month_duration}
          defaultValue={text(values.reassign_month_duration) || '0'}
          controlClassName="max-w-40"
          options={Array.from({ length: 13 }, (_, months) => ({
            value: months,
            label: String(months),
          }))}
        />
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <Button name="intent" value="save">
            {t('Save course')}
          </Button>
          <Link to={cancelTo} className={buttonClasses('link')} onClick={work.forget}>
            {t('Cancel')}
          </Link>
        </div>
      </Form>
    </>
  )
}
