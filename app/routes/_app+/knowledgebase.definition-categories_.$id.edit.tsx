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
import { Field } from '~/components/ui/field'
import { readReply } from '~/platform/form-reply'
import { TaxonomyEditPage } from '~/domains/knowledge/taxonomy/components/taxonomy-edit-page'
import {
  deleteDefinitionCategory,
  getDefinitionCategory,
  updateDefinitionCategory,
} from '~/domains/knowledge/taxonomy/definitions.server'
import { saveOrDelete } from '~/domains/knowledge/taxonomy/taxonomy-pages.server'
import {
  DEFINITIONS_PATH,
  DefinitionCategoryUpdateSchema,
  TAXONOMY_MESSAGES,
} from '~/domains/knowledge/taxonomy/taxonomy.schema'
import { can } from '~/domains/knowledge/knowledge.policy'
import { msg } from '~/i18n'
import { authorize } from '~/platform/authorize.server'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, msg('Edit definition category'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    await authorize({ actor, meta }, can, 'category.manage')
    const category = await getDefinitionCategory(actor, routeId(params.id), meta)
    return json({ category })
  })

/** Renames (intent 'save') or deletes (intent 'delete'; its definitions stay, uncategorised). */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request, params }) => {
    // The loader's rule, asked before the form is read: no one else learns its rules.
    await authorize({ actor, meta }, can, 'category.manage')
    const id = routeId(params.id)
    return saveOrDelete(request, {
      formData: await request.formData(),
      schema: DefinitionCategoryUpdateSchema,
      save: (input) => updateDefinitionCategory(actor, id, input, meta),
      remove: () => deleteDefinitionCategory(actor, id, meta),
      listPath: DEFINITIONS_PATH,
      messages: {
        saved: TAXONOMY_MESSAGES.definitionCategoryUpdated,
        deleted: TAXONOMY_MESSAGES.definitionCategoryDeleted,
      },
    })
  })

export default function EditDefinitionCategoryPage() {
  const { category } = useLoaderData<typeof loader>()
  const reply = readReply(useActionData<typeof action>() as SubmissionResult<string[]> | undefined)
  const { t } = useTranslation()
  return (
    <TaxonomyEditPage
      title={t('Edit definition category')}
      saveLabel={t('Save')}
      deleteTitle={t('Delete definition category')}
      deleteHint={t('Its definitions stay, without a category.')}
      deleteLabel={t('Delete definition category')}
      version={category.version}
      formError={reply.formErrors?.[0]}
      cancelTo={DEFINITIONS_PATH}
    >
      <Field
        label={t('Name')}
        errors={reply.errors.name}
        inputProps={{
          id: 'definition-category-name',
          name: 'name',
          defaultValue: reply.value('name', category.name),
          maxLength: 100,
        }}
      />
    </TaxonomyEditPage>
  )
}
