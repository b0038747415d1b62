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
import { TaxonomyEditPage } from '~/domains/knowledge/taxonomy/components/taxonomy-edit-page'
import { saveOrDelete } from '~/domains/knowledge/taxonomy/taxonomy-pages.server'
import {
  ARTICLE_TEMPLATES_PATH,
  ArticleTemplateUpdateSchema,
  TEMPLATE_MESSAGES,
} from '~/domains/knowledge/templates/article-templates.schema'
import {
  deleteArticleTemplate,
  getArticleTemplate,
  subjectArticleChoices,
  updateArticleTemplate,
} from '~/domains/knowledge/templates/article-templates.server'
import { ArticleTemplateInputs } from '~/domains/knowledge/templates/components/article-template-inputs'
import { msg } from '~/i18n'
import { readReply } from '~/platform/form-reply'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Edit Article Template'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    const template = await getArticleTemplate(actor, routeId(params.id), meta)
    const articles = await subjectArticleChoices(actor, template.subjectArticleId)
    return json({ template, articles })
  })

/** Saves (intent 'save') or deletes (intent 'delete') the subject. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request, params }) => {
    const id = routeId(params.id)
    return saveOrDelete(request, {
      formData: await request.formData(),
      schema: ArticleTemplateUpdateSchema,
      save: (input) => updateArticleTemplate(actor, id, input, meta),
      remove: () => deleteArticleTemplate(actor, id, meta),
      listPath: ARTICLE_TEMPLATES_PATH,
      messages: { saved: TEMPLATE_MESSAGES.updated, deleted: TEMPLATE_MESSAGES.deleted },
    })
  })

export default function EditArticleTemplatePage() {
  const { template, articles } = useLoaderData<typeof loader>()
  const reply = readReply(useActionData<typeof action>() as SubmissionResult<string[]> | undefined)
  const { t } = useTranslation()
  return (
    <TaxonomyEditPage
      title={t('Edit Article Template')}
      saveLabel={t('Save template')}
      deleteTitle={t('Delete template subject')}
      deleteHint={t('Its subject article stays as it is.')}
      deleteLabel={t('Delete “{{name}}”', { name: template.name })}
      version={template.version}
      formError={reply.formErrors?.[0]}
      fieldErrors={{
        'edit-template-category': reply.errors.category,
        'edit-template-name': reply.errors.name,
        'edit-template-subject_article': reply.errors.subject_article,
      }}
      cancelTo={ARTICLE_TEMPLATES_PATH}
    >
      <ArticleTemplateInputs
        idPrefix="edit-template"
        errors={reply.errors}
        articles={articles}
        values={{
          category: reply.value('category', template.category),
          name: reply.value('name', template.name),
          description: reply.value('description', template.description),
          subjectArticle: reply.value('subject_article', String(template.subjectArticleId)),
        }}
      />
    </TaxonomyEditPage>
  )
}
