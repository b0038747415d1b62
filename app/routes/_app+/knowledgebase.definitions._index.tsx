import type { SubmissionResult } from '@conform-to/react'
import { json, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field } from '~/components/ui/field'
import { formReply } from '~/domains/knowledge/components/form-reply'
import {
  createDefinition,
  createDefinitionCategory,
  listDefinitionCategories,
  listDefinitions,
} from '~/domains/knowledge/definitions.server'
import { can } from '~/domains/knowledge/knowledge.policy'
import {
  DEFINITION_CATEGORIES_PATH,
  DEFINITIONS_PATH,
  DefinitionCategoryCreateSchema,
  DefinitionCreateSchema,
  TAXONOMY_MESSAGES,
} from '~/domains/knowledge/taxonomy.schema'
import { DescriptionField } from '~/domains/org/components/division-form'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { asErrorPage, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Definitions'))

export const loader = signedIn(async ({ actor }) => {
  const [definitions, categories] = await Promise.all([
    listDefinitions(actor),
    listDefinitionCategories(actor),
  ])
  return json({ definitions, categories, canManage: can(actor, 'definition.manage') })
})

/** Adds a definition (intent 'definition') or a definition category (intent 'category'). */
export const action = signedIn(async ({ actor, meta, request }) => {
  const formData = await request.formData()
  if (formData.get('intent') === 'category') {
    return handleForm(
      request,
      DefinitionCategoryCreateSchema,
      async (input) => {
        await createDefinitionCategory(actor, input, meta).catch(asErrorPage)
        return redirectWithFlash(DEFINITIONS_PATH, {
          kind: 'success',
          message: TAXONOMY_MESSAGES.definitionCategoryAdded,
        })
      },
      { formData },
    )
  }
  return handleForm(
    request,
    DefinitionCreateSchema,
    async (input) => {
      await createDefinition(actor, input, meta).catch(asErrorPage)
      return redirectWithFlash(DEFINITIONS_PATH, {
        kind: 'success',
        message: TAXONOMY_MESSAGES.definitionAdded,
      })
    },
    { formData },
  )
})

export default function DefinitionsPage() {
  const { definitions, categories, canManage } = useLoaderData<typeof loader>()
  const raw = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  const reply = formReply(raw)
  const forCategory = raw?.initialValue?.intent === 'category'
  const busy = useNavigation().state === 'submitting'
  const { t } = useTranslation()
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('Definitions')}</h1>
      <p className="mt-2 text-lg text-slate-700">
        {t('Terms defined here are explained wherever they appear in an article.')}
      </p>
      <section aria-labelledby="glossary-title" className="mt-8">
        <h2 id="glossary-title" className="text-2xl font-bold">
          {t('Glossary')}
        </h2>
        {definitions.length === 0 ? (
          <p className="mt-4 text-slate-700">{t('There are no definitions yet.')}</p>
        ) : (
          <table className="mt-4 w-full border-collapse text-start">
            <thead>
              <tr className="border-b-2 border-slate-700">
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('Term')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('Definition')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('Category')}
                </th>
                {canManage ? (
                  <th scope="col" className="py-2 text-start">
                    {t('Actions')}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {definitions.map((definition) => (
                <tr key={definition.id} className="border-b border-slate-200 align-top">
                  <th scope="row" className="py-2 pe-4 text-start font-semibold">
                    {definition.term}
                  </th>
                  {/* Sanitized when saved (sanitizeArticleHtml). */}
                  <td
                    className="py-2 pe-4"
                    dangerouslySetInnerHTML={{ __html: definition.definition }}
                  />
                  <td className="py-2 pe-4">{definition.category_name ?? ''}</td>
                  {canManage ? (
                    <td className="py-2">
                      <Link
                        to={`${DEFINITIONS_PATH}/${definition.id}/edit`}
                        className={buttonClasses('link')}
                      >
                        {t('Edit')}
                        <span className="sr-only">: {definition.term}</span>
                      </Link>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {canManage ? (
        <>
          <section aria-labelledby="add-definition-title" className="mt-10 max-w-2xl">
            <h2 id="add-definition-title" className="text-2xl font-bold">
              {t('Add definition')}
            </h2>
            <Form method="post" className="mt-4" key={`d${definitions.length}`}>
              <input type="hidden" name="intent" value="definition" />
              {forCategory ? null : (
                <ErrorSummary
                  fieldErrors={{
                    'definition-term': reply.errors.term,
                    'definition-text': reply.errors.definition,
                  }}
                  formErrors={reply.formErrors}
                />
              )}
              <Field
                label={t('Term')}
                errors={forCategory ? undefined : reply.errors.term}
                inputProps={{
                  id: 'definition-term',
                  name: 'term',
                  defaultValue: forCategory ? '' : reply.value('term', ''),
                  maxLength: 100,
                }}
              />
              <DescriptionField
                id="definition-text"
                name="definition"
                label={t('Definition')}
                defaultValue={forCategory ? '' : reply.value('definition', '')}
                errors={forCategory ? undefined : reply.errors.definition}
              />
              <div className="mb-5">
                <label htmlFor="definition-category" className="block font-semibold">
                  {t('Category (optional)')}
                </label>
                <select
                  id="definition-category"
                  name="category"
                  defaultValue={forCategory ? '' : reply.value('category', '')}
                  className="mt-1 block w-full rounded-md border-2 border-slate-700 bg-white px-3 py-2"
                >
                  <option value="">{t('No category')}</option>
                  {categories.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </select>
              </div>
              <Button disabled={busy}>{busy ? t('Submitting...') : t('Add definition')}</Button>
            </Form>
          </section>
          <section aria-labelledby="definition-categories-title" className="mt-10 max-w-2xl">
            <h2 id="definition-categories-title" className="text-2xl font-bold">
              {t('Definition categories')}
            </h2>
            {categories.length ? (
              <ul className="mt-4 list-disc space-y-1 ps-6">
                {categories.map((category) => (
                  <li key={category.id}>
                    {category.name}{' '}
                    <Link
                      to={`${DEFINITION_CATEGORIES_PATH}/${category.id}/edit`}
                      className={buttonClasses('link', 'ms-2 text-sm')}
                    >
                      {t('Edit')}
                      <span className="sr-only">: {category.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            <Form method="post" className="mt-4" key={`c${categories.length}`}>
              <input type="hidden" name="intent" value="category" />
              <Field
                label={t('New definition category')}
                errors={forCategory ? reply.errors.name : undefined}
                inputProps={{ id: 'definition-category-name', name: 'name', maxLength: 100 }}
              />
              <Button variant="secondary" disabled={busy}>
                {t('Add definition category')}
              </Button>
            </Form>
          </section>
        </>
      ) : null}
    </main>
  )
}
