import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { ConfirmDelete } from '~/components/ui/confirm-delete'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field } from '~/components/ui/field'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { StaleRecordNotice } from '~/components/ui/stale-record-notice'
import { EmptyState } from '~/components/ui/table'
import { can } from '~/domains/search/search.policy'
import {
  SYNONYM_MESSAGES,
  SYNONYMS_PATH,
  SynonymGroupCreateSchema,
  SynonymGroupDeleteFormSchema,
  SynonymGroupEditFormSchema,
} from '~/domains/search/synonyms.schema'
import {
  createSynonymGroup,
  deleteSynonymGroup,
  listSynonymGroups,
  updateSynonymGroup,
  type SynonymGroupDto,
} from '~/domains/search/synonyms.server'
import { msg } from '~/i18n'
import { authorize } from '~/platform/authorize.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { fieldErrorsOf, isConflict, type FormReply } from '~/platform/form-reply'
import { handleIntents, intent } from '~/platform/forms.server'
import { asErrorPage, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Search synonyms'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta }) => {
    await authorize({ actor, meta }, can, 'synonyms.manage')
    return json({ groups: await listSynonymGroups(actor.companyId) })
  })

/** Adding, saving and deleting groups, told apart by `intent` (KB admins only). */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const asker = { actor, meta }
    // Refused before the form is read, so an employee never learns its rules.
    await authorize(asker, can, 'synonyms.manage')
    const back = (message: string) => redirectWithFlash(SYNONYMS_PATH, { kind: 'success', message })
    return handleIntents(request, {
      add: intent(SynonymGroupCreateSchema, async (input) => {
        await createSynonymGroup(asker, input).catch(asErrorPage)
        return back(SYNONYM_MESSAGES.added)
      }),
      save: intent(SynonymGroupEditFormSchema, async ({ group, ...input }) => {
        await updateSynonymGroup(asker, group, input).catch(asErrorPage)
        return back(SYNONYM_MESSAGES.saved)
      }),
      delete: intent(SynonymGroupDeleteFormSchema, async ({ group }) => {
        await deleteSynonymGroup(asker, group).catch(asErrorPage)
        return back(SYNONYM_MESSAGES.deleted)
      }),
    })
  })

/** Which form a reply is about: its intent and, for a row's form, its group. */
function replyTo(reply: FormReply | undefined) {
  const sent = reply?.initialValue ?? {}
  return { intent: String(sent.intent ?? ''), group: String(sent.group ?? '') }
}

function GroupRow({ group, reply }: { group: SynonymGroupDto; reply: FormReply | undefined }) {
  const { t } = useTranslation()
  const to = replyTo(reply)
  const mine = to.intent === 'save' && to.group === String(group.id)
  const errors = mine && !isConflict(reply) ? fieldErrorsOf(reply) : undefined
  const sent = mine ? reply?.initialValue?.terms : undefined
  const terms = group.terms.join(', ')
  return (
    <li className="flex flex-wrap items-start gap-4 border-b border-slate-200 py-3">
      <Form method="post" className="flex flex-1 flex-wrap items-end gap-2" noValidate>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="group" value={group.id} />
        <input type="hidden" name="version" value={group.version} />
        <div className="min-w-72 flex-1">
          <Field
            label={t('Words that mean the same: {{terms}}', { terms })}
            errors={errors?.terms}
            inputProps={{
              id: `group-${group.id}-terms`,
              name: 'terms',
              type: 'text',
              defaultValue: typeof sent === 'string' ? sent : terms,
            }}
          />
        </div>
        <Button variant="secondary" className="mb-5">
          {t('Save group')}
          <span className="sr-only">: {terms}</span>
        </Button>
      </Form>
      <div className="pt-8">
        <ConfirmDelete
          label={t('Delete')}
          question={t('Delete the synonyms “{{terms}}”? Searches stop treating them as one.', {
            terms,
          })}
          confirmLabel={t('Delete group')}
          fields={{ intent: 'delete', group: group.id }}
        />
      </div>
    </li>
  )
}

export default function SearchSynonymsPage() {
  const { groups } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply | undefined
  const { t } = useTranslation()
  const { intent } = replyTo(reply)
  const addErrors = intent === 'add' ? fieldErrorsOf(reply) : undefined
  const sentTerms = intent === 'add' ? reply?.initialValue?.terms : undefined
  return (
    <Page
      width="3xl"
      title={t('Search synonyms')}
      lead={t(
        'A search for one word of a group also finds articles using the others, for example PTO, vacation, time off, annual leave.',
      )}
    >
      {isConflict(reply) ? (
        <StaleRecordNotice>
          <p className="mb-3">{t(reply?.error?.['']?.[0] ?? '')}</p>
        </StaleRecordNotice>
      ) : null}
      <Section id="groups-title" title={t('Synonym groups')} className="mt-6">
        {groups.length === 0 ? (
          <EmptyState className="mt-3">{t('There are no synonym groups yet.')}</EmptyState>
        ) : (
          <ul className="mt-3">
            {groups.map((group) => (
              <GroupRow key={`${group.id}-${group.version}`} group={group} reply={reply} />
            ))}
          </ul>
        )}
      </Section>
      <Section id="add-group-title" title={t('Add a group')} className="mt-10 max-w-2xl">
        <ErrorSummary fieldErrors={{ 'new-group-terms': addErrors?.terms }} />
        <Form method="post" className="mt-4" noValidate key={groups.length}>
          <input type="hidden" name="intent" value="add" />
          <Field
            label={t('Words and phrases that mean the same, separated by commas')}
            errors={addErrors?.terms}
            inputProps={{
              id: 'new-group-terms',
              name: 'terms',
              type: 'text',
              defaultValue: typeof sentTerms === 'string' ? sentTerms : '',
            }}
          />
          <Button>{t('Add group')}</Button>
        </Form>
      </Section>
    </Page>
  )
}
