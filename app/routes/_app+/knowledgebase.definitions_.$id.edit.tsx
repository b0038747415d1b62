import type { SubmissionResult } from '@conform-to/react'
import { json, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Field } from '~/components/ui/field'
import { formReply } from '~/domains/knowledge/components/form-reply'
import { TaxonomyEditPage } from '~/domains/knowledge/components/taxonomy-edit-page'
import {
  deleteDefinition,
  getDefinition,
  listDefinitionCategories,
  updateDefinition,
} from '~/domains/knowledge/definitions.server'
import { saveOrDelete } from '~/domains/knowledge/taxonomy-pages.server'
import {
  DEFINITIONS_PATH,
  DefinitionUpdateSchema,
  TAXONOMY_MESSAGES,
} from '~/domains/knowledge/taxonomy.schema'
import { DescriptionField } from '~/domains/org/components/division-form'
import { can } from '~/domains/knowledge/knowledge.policy'
import { msg } from '~/i18n'
import { authorize } from '~/platform/authorize.server'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Edit definition'))

export const loader = signedIn(async ({ actor, meta, params }) => {
  await authorize({ actor, meta }, can, 'category.manage')
  const definition = await getDefinition(actor, routeId(params.id), meta)
  return json({ definition, categories: await listDefinitionCategories(actor) })
})

/** Saves (intent 'save') or deletes (intent 'delete') the definition. */
export const action = signedIn(async ({ actor, meta, request, params }) => {
  const id = routeId(params.id)
  return saveOrDelete(request, {
    formData: await request.formData(),
    schema: DefinitionUpdateSchema,
    save: (input) => updateDefinition(actor, id, input, meta),
    remove: () => deleteDefinition(actor, id, meta),
    listPath: DEFINITIONS_PATH,
    messages: {
      saved: TAXONOMY_MESSAGES.definitionUpdated,
      deleted: TAXONOMY_MESSAGES.definitionDeleted,
    },
  })
})

export default function EditDefinitionPage() {
  const { definition, categories } = useLoaderData<typeof loader>()
  const reply = formReply(useActionData<typeof action>() as SubmissionResult<string[]> | undefined)
  const { t } = useTranslation()
  return (
    <TaxonomyEditPage
      title={t('Edit definition')}
      saveLabel={t('Save definition')}
      deleteTitle={t('Delete definition')}
      deleteLabel={t('Delete definition “{{name}}”', { name: definition.term })}
      version={definition.version}
      formError={reply.formErrors?.[0]}
      fieldErrors={{
        'definition-term': reply.errors.term,
        'definition-text': reply.errors.definition,
      }}
      cancelTo={DEFINITIONS_PATH}
    >
      <Field
        label={t('Term')}
        errors={reply.errors.term}
        inputProps={{
          id: 'definition-term',
          name: 'term',
          defaultValue: reply.value('term', definition.term),
          maxLength: 100,
        }}
      />
      <DescriptionField
        id="definition-text"
        name="definition"
        label={t('Definition')}
        defaultValue={reply.value('definition', definition.definition)}
        errors={reply.errors.definition}
      />
      <div className="mb-5">
        <label htmlFor="definition-category" className="block font-semibold">
          {t('Category (optional)')}
        </label>
        <select
          id="definition-category"
          name="category"
          defaultValue={definition.category ? String(definition.category) : ''}
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
    </TaxonomyEditPage>
  )
}
