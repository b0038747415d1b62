import type { SubmissionResult } from '@conform-to/react'
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Notice } from '~/components/ui/notice'
import {
  deleteArticleType,
  getArticleType,
  updateArticleType,
} from '~/domains/knowledge/article-types.server'
import { ArticleTypeInputs } from '~/domains/knowledge/components/article-type-field'
import { formReply } from '~/domains/knowledge/components/form-reply'
import { withCheckbox } from '~/domains/knowledge/taxonomy-forms.server'
import { requireTaxonomyAdmin, saveOrDelete } from '~/domains/knowledge/taxonomy-pages.server'
import {
  ARTICLE_TYPES_PATH,
  ArticleTypeUpdateSchema,
  TAXONOMY_MESSAGES,
} from '~/domains/knowledge/taxonomy.schema'
import { msg } from '~/i18n'
import { requireActor } from '~/platform/auth.server'
import { asErrorPage, routeId } from '~/platform/pages.server'
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
  const busy = useNavigation().state === 'submitting'
  const { t } = useTranslation()
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('Edit Article Type')}</h1>
      {reply.formErrors ? <Notice kind="error">{t(reply.formErrors[0]!)}</Notice> : null}
      <Form method="post" className="mt-6">
        <ErrorSummary
          fieldErrors={{
            'edit-type-type': reply.errors.type,
            'edit-type-color': reply.errors.color,
          }}
        />
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="version" value={type.version} />
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
        <div className="flex items-center gap-4">
          <Button disabled={busy}>{busy ? t('Submitting...') : t('Save type')}</Button>
          <Link to={ARTICLE_TYPES_PATH} className={buttonClasses('link')}>
            {t('Cancel')}
          </Link>
        </div>
      </Form>
      <section aria-labelledby="delete-title" className="mt-12 border-t pt-6">
        <h2 id="delete-title" className="text-2xl font-bold">
          {t('Delete type')}
        </h2>
        <p className="mt-2 text-slate-700">
          {t('Articles of this type keep their content and have no type.')}
        </p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="delete" />
          <Button variant="danger" disabled={busy}>
            {t('Delete type “{{name}}”', { name: type.name })}
          </Button>
        </Form>
      </section>
    </main>
  )
}
