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
import { Field } from '~/components/ui/field'
import { Notice } from '~/components/ui/notice'
import { formReply } from '~/domains/knowledge/components/form-reply'
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
import { asErrorPage, routeId } from '~/platform/pages.server'
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
  const busy = useNavigation().state === 'submitting'
  const { t } = useTranslation()
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('Edit definition category')}</h1>
      {reply.formErrors ? <Notice kind="error">{t(reply.formErrors[0]!)}</Notice> : null}
      <Form method="post" className="mt-6">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="version" value={category.version} />
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
        <div className="flex items-center gap-4">
          <Button disabled={busy}>{busy ? t('Submitting...') : t('Save')}</Button>
          <Link to={DEFINITIONS_PATH} className={buttonClasses('link')}>
            {t('Cancel')}
          </Link>
        </div>
      </Form>
      <section aria-labelledby="delete-title" className="mt-12 border-t pt-6">
        <h2 id="delete-title" className="text-2xl font-bold">
          {t('Delete definition category')}
        </h2>
        <p className="mt-2 text-slate-700">{t('Its definitions stay, without a category.')}</p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="delete" />
          <Button variant="danger" disabled={busy}>
            {t('Delete definition category')}
          </Button>
        </Form>
      </section>
    </main>
  )
}
