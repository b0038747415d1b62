import type { SubmissionResult } from '@conform-to/react'
import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { DefinitionInputs } from '~/domains/knowledge/taxonomy/components/definition-inputs'
import { readReply } from '~/platform/form-reply'
import { TaxonomyEditPage } from '~/domains/knowledge/taxonomy/components/taxonomy-edit-page'
import {
  deleteDefinition,
  getDefinition,
  listDefinitionCategories,
  updateDefinition,
} from '~/domains/knowledge/taxonomy/definitions.server'
import { saveOrDelete } from '~/domains/knowledge/taxonomy/taxonomy-pages.server'
import {
  DEFINITIONS_PATH,
  DefinitionUpdateSchema,
  TAXONOMY_MESSAGES,
} from '~/domains/knowledge/taxonomy/taxonomy.schema'
import { can } from '~/domains/knowledge/knowledge.policy'
import { msg } from '~/i18n'
import { authorize } from '~/platform/authorize.server'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Edit definition'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    await authorize({ actor, meta }, can, 'category.manage')
    const definition = await getDefinition(actor, routeId(params.id), meta)
    return json({ definition, categories: await listDefinitionCategories(actor) })
  })

/** Saves (intent 'save') or deletes (intent 'delete') the definition. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request, params }) => {
    // The loader's rule, asked before the form is read: no one else learns its rules.
    await authorize({ actor, meta }, can, 'category.manage')
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
  const reply = readReply(useActionData<typeof action>() as SubmissionResult<string[]> | undefined)
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
      <DefinitionInputs
        values={{
          term: reply.value('term', definition.term),
          definition: reply.value('definition', definition.definition),
          category: definition.category ? String(definition.category) : '',
        }}
        errors={reply.errors}
        categories={categories}
      />
    </TaxonomyEditPage>
  )
}
