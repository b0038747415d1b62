import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button, SubmitButton } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field, Textarea } from '~/components/ui/field'
import { Notice } from '~/components/ui/notice'
import { RESPONSIBILITY_MESSAGES, STAFF_CANDIDATES_LIMIT } from '../responsibilities.schema'
import { msg } from '~/i18n'
import { LinkedChoices, type LinkedListTexts, type LinkOption } from './linked-choices'

export interface PersonOption {
  id: number
  first_name: string
  last_name: string
}

export interface ResponsibilityFormState {
  title: string
  description: string
  /** The people ticked now (saved, or carried through a staff search). */
  chosen: PersonOption[]
  /** Active staff matching the search (at most STAFF_CANDIDATES_LIMIT). */
  candidates: PersonOption[]
  /** Published articles (plus those chosen) to assign to whoever holds it. */
  articles: LinkOption[]
  chosenArticles: number[]
  search: string
  version?: number
}

/** The articles list's texts (English keys, translated by the list). */
const ARTICLE_LIST: LinkedListTexts = {
  legend: msg('Articles (optional)'),
  hint: msg('Assigned to everyone who holds this responsibility.'),
  none: msg('Your company has no published articles yet.'),
  filter: msg('Filter articles'),
  clear: msg('Clear articles'),
}

const fullName = (person: PersonOption) => `${person.first_name} ${person.last_name}`.trim()

/**
 * Create and edit form of a responsibility: title and description (both required, seed 001 §5)
 * and the staff it is assigned to, as checkboxes. A company may have thousands of people, so the
 * list shows those already chosen plus up to 100 matching a name search; "Search staff" submits
 * the form as a GET to this page, carrying what was typed and ticked, so it works without
 * JavaScript.
 */
export function ResponsibilityForm({
  state,
  reply,
  submitLabel,
}: {
  state: ResponsibilityFormState
  reply: SubmissionResult<string[]> | undefined
  submitLabel: string
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting' && navigation.formMethod === 'POST'
  const errors = reply?.error ?? {}
  const sent = reply?.initialValue ?? {}
  const translated = (messages: string[] | null | undefined) =>
    messages?.map((message) => t(message))
  const text = (name: 'title' | 'description') =>
    typeof sent[name] === 'string' ? (sent[name] as string) : state[name]
  const sentPeople = sent.assigned_to === undefined ? null : new Set([sent.assigned_to].flat())
  // A reply carries what was posted: no ticked article is none, not the saved ones.
  const articlesTicked = reply?.initialValue
    ? [sent.responsibility_articles ?? []].flat().map(String)
    : state.chosenArticles.map(String)
  const chosenIds = new Set(state.chosen.map((person) => person.id))
  const others = state.candidates.filter((person) => !chosenIds.has(person.id))
  const failed = Object.values(errors).some((messages) => messages?.length)
  const stale = errors['']?.includes(RESPONSIBILITY_MESSAGES.stale) ?? false
  return (
    <div>
      {failed && !stale ? <Notice kind="error">{t(RESPONSIBILITY_MESSAGES.failed)}</Notice> : null}
      <ErrorSummary
        fieldErrors={{
          title: translated(errors.title),
          description: translated(errors.description),
          'staff-search': translated(errors.assigned_to),
          responsibility_articles: translated(errors.responsibility_articles),
        }}
        formErrors={translated(errors[''])}
      />
      <Form method="post" noValidate>
        {state.version === undefined ? null : (
          <input type="hidden" name="version" value={String(sent.version ?? state.version)} />
        )}
        <Field
          label={t('Title')}
          errors={translated(errors.title)}
          inputProps={{ id: 'title', name: 'title', type: 'text', defaultValue: text('title') }}
        />
        <Textarea
          id="description"
          name="description"
          label={t('Description')}
          defaultValue={text('description')}
          errors={translated(errors.description)}
        />
        <fieldset className="mb-5">
          <legend className="text-base font-semibold text-slate-900">
            {t('Assign to staff (optional)')}
          </legend>
          {errors.assigned_to?.length ? (
            <p className="mt-1 text-sm font-semibold text-red-700">{t(errors.assigned_to[0]!)}</p>
          ) : null}
          <div className="mt-2 flex flex-wrap items-end gap-3">
            <Field
              label={t('Find staff by name')}
              className=""
              inputProps={{
                id: 'staff-search',
                name: 'staff_search',
                type: 'search',
                defaultValue: state.search,
                className: '',
              }}
            />
            <Button variant="secondary" formMethod="get" formNoValidate name="searched" value="1">
              {t('Search staff')}
            </Button>
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {t('Shows up to {{count}} people; search to find others. Ticked people stay ticked.', {
              count: STAFF_CANDIDATES_LIMIT,
            })}
          </p>
          <ul className="mt-3 max-h-80 space-y-1 overflow-y-auto rounded-md border border-slate-300 p-3">
            {[...state.chosen, ...others].map((person) => {
              const checked = sentPeople
                ? sentPeople.has(String(person.id))
                : chosenIds.has(person.id)
              return (
                <li key={person.id}>
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      name="assigned_to"
                      value={person.id}
                      defaultChecked={checked}
                    />
                    {fullName(person)}
                  </label>
                </li>
              )
            })}
            {state.chosen.length + others.length === 0 ? (
              <li className="text-slate-700">{t('Nobody matches this search.')}</li>
            ) : null}
          </ul>
        </fieldset>
        <LinkedChoices
          name="responsibility_articles"
          texts={ARTICLE_LIST}
          options={state.articles}
          chosen={articlesTicked}
          errors={errors.responsibility_articles}
        />
        <SubmitButton busy={submitting}>{submitLabel}</SubmitButton>
      </Form>
    </div>
  )
}
