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
  categoryDeleteImpact,
  deleteCategory,
  listCategoryTree,
  updateCategory,
} from '~/domains/knowledge/taxonomy/categories.server'
import { subtreeIds } from '~/domains/knowledge/taxonomy/category-tree'
import { CategoryInputs } from '~/domains/knowledge/taxonomy/components/category-field'
import { readReply } from '~/platform/form-reply'
import { TaxonomyEditPage } from '~/domains/knowledge/taxonomy/components/taxonomy-edit-page'
import { saveOrDelete } from '~/domains/knowledge/taxonomy/taxonomy-pages.server'
import {
  CATEGORIES_PATH,
  CategoryUpdateSchema,
  TAXONOMY_MESSAGES,
} from '~/domains/knowledge/taxonomy/taxonomy.schema'
import { can } from '~/domains/knowledge/knowledge.policy'
import { msg } from '~/i18n'
import { authorize } from '~/platform/authorize.server'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Edit Article Category'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    await authorize({ actor, meta }, can, 'category.manage')
    const id = routeId(params.id)
    const impact = await categoryDeleteImpact(actor, id, meta)
    const tree = await listCategoryTree(actor.companyId)
    return json({ ...impact, tree, parent: findParent(tree, id) })
  })

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
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request, params }) => {
    // The loader's rule, asked before the form is read: no one else learns its rules.
    await authorize({ actor, meta }, can, 'category.manage')
    const id = routeId(params.id)
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
  })

export default function EditCategoryPage() {
  const { category, subcategories, articles, tree, parent } = useLoaderData<typeof loader>()
  const reply = readReply(useActionData<typeof action>() as SubmissionResult<string[]> | undefined)
  const { t } = useTranslation()
  return (
    <TaxonomyEditPage
      title={t('Edit Article Category')}
      saveLabel={t('Save category')}
      deleteTitle={t('Delete category')}
      deleteHint={
        articles > 0
          ? t('Articles in it or below it: {{count}}. Move them to another category first.', {
              count: articles,
            })
          : subcategories > 0
            ? t('Its {{count}} subcategories are deleted too. This cannot be undone.', {
                count: subcategories,
              })
            : t('This cannot be undone.')
      }
      deleteLabel={t('Delete category “{{name}}”', { name: category.name })}
      version={category.version}
      formError={reply.formErrors?.[0]}
      fieldErrors={{
        'edit-category-name': reply.errors.category,
        'edit-category-parent': reply.errors.parent,
      }}
      cancelTo={CATEGORIES_PATH}
    >
      <CategoryInputs
        tree={tree}
        errors={reply.errors}
        idPrefix="edit-category"
        name={reply.value('category', category.name)}
        parent={parent}
        exclude={subtreeIds(tree, category.id)}
      />
    </TaxonomyEditPage>
  )
}
