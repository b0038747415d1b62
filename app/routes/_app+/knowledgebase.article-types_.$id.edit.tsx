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
import {
  deleteArticleType,
  getArticleType,
  updateArticleType,
} from '~/domains/knowledge/taxonomy/article-types.server'
import { ArticleTypeInputs } from '~/domains/knowledge/taxonomy/components/article-type-field'
import { readReply } from '~/platform/form-reply'
import { TaxonomyEditPage } from '~/domains/knowledge/taxonomy/components/taxonomy-edit-page'
import { withCheckbox } from '~/domains/knowledge/taxonomy/taxonomy-forms.server'
import { saveOrDelete } from '~/domains/knowledge/taxonomy/taxonomy-pages.server'
import {
  ARTICLE_TYPES_PATH,
  ArticleTypeUpdateSchema,
  TAXONOMY_MESSAGES,
} from '~/domains/knowledge/taxonomy/taxonomy.schema'
import { can } from '~/domains/knowledge/knowledge.policy'
import { msg } from '~/i18n'
import { authorize } from '~/platform/authorize.server'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Edit Article Type'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    await authorize({ actor, meta }, can, 'category.manage')
    const type = await getArticleType(actor, routeId(params.id), meta)
    return json({ type })
  })

/** Saves (intent 'save') or deletes (intent 'delete') the type. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request, params }) => {
    const id = routeId(params.id)
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
  })

export default function EditArticleTypePage() {
  const { type } = useLoaderData<typeof loader>()
  const reply = readReply(useActionData<typeof action>() as SubmissionResult<string[]> | undefined)
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
