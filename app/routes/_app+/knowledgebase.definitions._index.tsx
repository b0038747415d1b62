import type { SubmissionResult } from '@conform-to/react'
import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses, SubmitButton } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field } from '~/components/ui/field'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { RowAction, Table } from '~/components/ui/table'
import { DefinitionInputs } from '~/domains/knowledge/taxonomy/components/definition-inputs'
import { readReply } from '~/platform/form-reply'
import {
  createDefinition,
  createDefinitionCategory,
  listDefinitionCategories,
  listDefinitions,
} from '~/domains/knowledge/taxonomy/definitions.server'
import { can } from '~/domains/knowledge/knowledge.policy'
import {
  DEFINITION_CATEGORIES_PATH,
  DEFINITIONS_PATH,
  DefinitionCategoryCreateSchema,
  DefinitionCreateSchema,
  TAXONOMY_MESSAGES,
} from '~/domains/knowledge/taxonomy/taxonomy.schema'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { authorize } from '~/platform/authorize.server'
import { handleForm } from '~/platform/forms.server'
import { asErrorPage, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Definitions'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor }) => {
    const [definitions, categories] = await Promise.all([
      listDefinitions(actor),
      listDefinitionCategories(actor),
    ])
    return json({ definitions, categories, canManage: can(actor, 'definition.manage') })
  })

/**
 * Adds a definition (intent 'definition') or a definition category (intent 'category'); anyone
 * who may not manage definitions is refused (and recorded) before the form is read.
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    await authorize({ actor, meta }, can, 'definition.manage')
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
  const reply = readReply(raw)
  const forCategory = raw?.initialValue?.intent === 'category'
  const busy = useNavigation().state === 'submitting'
  const { t } = useTranslation()
  return (
    <Page
      width="5xl"
      title={t('Definitions')}
      lead={t('Terms defined here are explained wherever they appear in an article.')}
    >
      <Section id="glossary-title" title={t('Glossary')}>
        <Table
          rows={definitions}
          empty={t('There are no definitions yet.')}
          columns={[
            { header: t('Term'), rowHeader: true, cell: (definition) => definition.term },
            {
              header: t('Definition'),
              // Sanitized when saved (sanitizeArticleHtml).
              cell: (definition) => (
                <div dangerouslySetInnerHTML={{ __html: definition.definition }} />
              ),
            },
            { header: t('Category'), cell: (definition) => definition.category_name ?? '' },
          ]}
          actions={
            canManage
              ? (definition) => (
                  <RowAction
                    to={`${DEFINITIONS_PATH}/${definition.id}/edit`}
                    label={t('Edit')}
                    name={definition.term}
                  />
                )
              : undefined
          }
        />
      </Section>
      {canManage ? (
        <>
          <Section
            id="add-definition-title"
            title={t('Add definition')}
            className="mt-10 max-w-2xl"
          >
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
              <DefinitionInputs
                values={{
                  term: forCategory ? '' : reply.value('term', ''),
                  definition: forCategory ? '' : reply.value('definition', ''),
                  category: forCategory ? '' : reply.value('category', ''),
                }}
                errors={forCategory ? {} : reply.errors}
                categories={categories}
              />
              <SubmitButton>{t('Add definition')}</SubmitButton>
            </Form>
          </Section>
          <Section
            id="definition-categories-title"
            title={t('Definition categories')}
            className="mt-10 max-w-2xl"
          >
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
          </Section>
        </>
      ) : null}
    </Page>
  )
}
