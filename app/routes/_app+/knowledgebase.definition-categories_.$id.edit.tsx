import type { SubmissionResult } from '@conform-to/react'
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Field } from '~/components/ui/field'
import { formReply } from '~/domains/knowledge/components/form-reply'
import { TaxonomyEditPage } from '~/domains/knowledge/components/taxonomy-edit-page'
import {
  deleteDefinitionCategory,
  getDefinitionCategory,
  updateDefinitionCategory,
} from '~/domains/knowledge/definitions.server'
import { requireTaxonomyAdmin, saveOrDelete } from '~/domains/knowledge/taxonomy-pages.server'
import {
  DEFINITIONS_PATH,
  DefinitionCategoryUpdateSchema,
  TAXONOMY_MESSAGES,
} from '~/domains/knowledge/taxonomy.schema'
import { msg } from '~/i18n'
import { requireActor } from '~/platform/auth.server'
import { asErrorPage, routeId } from '~/platform/request-context.server'
import { requestMeta } from '~/platform/request-meta.server'

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, msg('Edit definition category'))

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  requireTaxonomyAdmin(actor)
  const category = await getDefinitionCategory(
    actor,
    routeId(params.id),
    requestMeta(request),
  ).catch(asErrorPage)
  return json({ category })
}

/** Renames (intent 'save') or deletes (intent 'delete'; its definitions stay, uncategorised). */
export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireActor(request)
  const id = routeId(params.id)
  const meta = requestMeta(request)
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
}

export default function EditDefinitionCategoryPage() {
  const { category } = useLoaderData<typeof loader>()
  const reply = formReply(useActionData<typeof action>() as SubmissionResult<string[]> | undefined)
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
