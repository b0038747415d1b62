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
  categoryDeleteImpact,
  deleteCategory,
  listCategoryTree,
  updateCategory,
} from '~/domains/knowledge/categories.server'
import { subtreeIds } from '~/domains/knowledge/category-tree'
import { CategoryInputs } from '~/domains/knowledge/components/category-field'
import { formReply } from '~/domains/knowledge/components/form-reply'
import { requireTaxonomyAdmin, saveOrDelete } from '~/domains/knowledge/taxonomy-pages.server'
import {
  CATEGORIES_PATH,
  CategoryUpdateSchema,
  TAXONOMY_MESSAGES,
} from '~/domains/knowledge/taxonomy.schema'
import { msg } from '~/i18n'
import { requireActor } from '~/platform/auth.server'
import { asErrorPage, routeId } from '~/platform/pages.server'
import { requestMeta } from '~/platform/request-meta.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Edit Article Category'))

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  requireTaxonomyAdmin(actor)
  const id = routeId(params.id)
  const impact = await categoryDeleteImpact(actor, id, requestMeta(request)).catch(asErrorPage)
  const tree = await listCategoryTree(actor.companyId)
  return json({ ...impact, tree, parent: findParent(tree, id) })
}

function findParent(tree: Awaited<ReturnType<typeof listCategoryTree>>, id: number) {
  const walk = (nodes: typeof tree, parent: number | null): number | null | undefined => {
    for (const node of nodes) {
      if (node.id === id) return parent
      const below = walk(node.children, node.id)
      if (below !== undefined) return below
    }
    return undefined
  }
  return walk(tree, null) ?? null
}

/** Saves (intent 'save') or deletes (intent 'delete', refused while articles use it). */
export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireActor(request)
  const id = routeId(params.id)
  const meta = requestMeta(request)
  return saveOrDelete(request, {
    formData: await request.formData(),
    schema: CategoryUpdateSchema,
    save: (input) => updateCategory(actor, id, input, meta),
    remove: () => deleteCategory(actor, id, meta),
    listPath: CATEGORIES_PATH,
    messages: {
      saved: TAXONOMY_MESSAGES.categoryUpdated,
      deleted: TAXONOMY_MESSAGES.categoryDeleted,
    },
  })
}

export default function EditCategoryPage() {
  const { category, subcategories, articles, tree, parent } = useLoaderData<typeof loader>()
  const reply = formReply(useActionData<typeof action>() as SubmissionResult<string[]> | undefined)
  const busy = useNavigation().state === 'submitting'
  const { t } = useTranslation()
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('Edit Article Category')}</h1>
      {reply.formErrors ? <Notice kind="error">{t(reply.formErrors[0]!)}</Notice> : null}
      <Form method="post" className="mt-6">
        <ErrorSummary
          fieldErrors={{
            'edit-category-name': reply.errors.category,
            'edit-category-parent': reply.errors.parent,
          }}
        />
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="version" value={category.version} />
        <CategoryInputs
          tree={tree}
          errors={reply.errors}
          idPrefix="edit-category"
          name={reply.value('category', category.name)}
          parent={parent}
          exclude={subtreeIds(tree, category.id)}
        />
        <div className="flex items-center gap-4">
          <Button disabled={busy}>{busy ? t('Submitting...') : t('Save category')}</Button>
          <Link to={CATEGORIES_PATH} className={buttonClasses('link')}>
            {t('Cancel')}
          </Link>
        </div>
      </Form>
      <section aria-labelledby="delete-title" className="mt-12 border-t pt-6">
        <h2 id="delete-title" className="text-2xl font-bold">
          {t('Delete category')}
        </h2>
        <p className="mt-2 text-slate-700">
          {articles > 0
            ? t('Articles in it or below it: {{count}}. Move them to another category first.', {
                count: articles,
              })
            : subcategories > 0
              ? t('Its {{count}} subcategories are deleted too. This cannot be undone.', {
                  count: subcategories,
                })
              : t('This cannot be undone.')}
        </p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="delete" />
          <Button variant="danger" disabled={busy}>
            {t('Delete category “{{name}}”', { name: category.name })}
          </Button>
        </Form>
      </section>
    </main>
  )
}
