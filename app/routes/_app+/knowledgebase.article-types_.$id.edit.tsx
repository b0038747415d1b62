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
import {
  deleteArticleType,
  getArticleType,
  updateArticleType,
} from '~/domains/knowledge/article-types.server'
import { ArticleTypeInputs } from '~/domains/knowledge/components/article-type-field'
import { formReply } from '~/domains/knowledge/components/form-reply'
import { TaxonomyEditPage } from '~/domains/knowledge/components/taxonomy-edit-page'
import { withCheckbox } from '~/domains/knowledge/taxonomy-forms.server'
import { requireTaxonomyAdmin, saveOrDelete } from '~/domains/knowledge/taxonomy-pages.server'
import {
  ARTICLE_TYPES_PATH,
  ArticleTypeUpdateSchema,
  TAXONOMY_MESSAGES,
} from '~/domains/knowledge/taxonomy.schema'
import { msg } from '~/i18n'
import { requireActor } from '~/platform/auth.server'
import { asErrorPage, routeId } from '~/platform/request-context.server'
import { requestMeta } from '~/platform/request-meta.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Edit Article Type'))

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  requireTaxonomyAdmin(actor)
  const type = await getArticleType(actor, routeId(params.id), requestMeta(request)).catch(
    asErrorPage,
  )
  return json({ type })
}

/** Saves (intent 'save') or deletes (intent 'delete') the type. */
export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireActor(request)
  const id = routeId(params.id)
  const meta = requestMeta(request)
  const formData = await request.formData()
  formData.set('is_default', String(withCheckbox(formData, 'is_default').is_default))
  return saveOrDelete(request, {
    formData,
    schema: ArticleTypeUpdateSchema,
    save: (input) => updateArticleType(actor, id, input, meta),
    remove: () => deleteArticleType(actor, id, meta),
    listPath: ARTICLE_TYPES_PATH,
    messages: { saved: TAXONOMY_MESSAGES.typeUpdated, deleted: TAXONOMY_MESSAGES.typeDeleted },
  })
}

export default function EditArticleTypePage() {
  const { type } = useLoaderData<typeof loader>()
  const reply = formReply(useActionData<typeof action>() as SubmissionResult<string[]> | undefined)
  const { t } = useTranslation()
  return (
    <TaxonomyEditPage
      title={t('Edit Article Type')}
      saveLabel={t('Save type')}
      deleteTitle={t('Delete type')}
      deleteHint={t('Articles of this type keep their content and have no type.')}
      deleteLabel={t('Delete type “{{name}}”', { name: type.name })}
      version={type.version}
      formError={reply.formErrors?.[0]}
      fieldErrors={{
        'edit-type-type': reply.errors.type,
        'edit-type-color': reply.errors.color,
      }}
      cancelTo={ARTICLE_TYPES_PATH}
    >
      <ArticleTypeInputs
        errors={reply.errors}
        idPrefix="edit-type"
        type={{
          name: reply.value('type', type.name),
          color: reply.value('color', type.color),
          description: reply.value('description', type.description),
          isDefault: type.isDefault,
        }}
      />
    </TaxonomyEditPage>
  )
}
