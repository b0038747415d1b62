import type { SubmissionResult } from '@conform-to/react'
import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Tabs } from '~/components/ui/tabs'
import { EmptyState } from '~/components/ui/table'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { buttonClasses, SubmitButton } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { createCategory, listCategoryTree } from '~/domains/knowledge/taxonomy/categories.server'
import { flattenCategoryTree, type CategoryNode } from '~/domains/knowledge/taxonomy/category-tree'
import { CategoryInputs } from '~/domains/knowledge/taxonomy/components/category-field'
import { readReply } from '~/platform/form-reply'
import { can } from '~/domains/knowledge/knowledge.policy'
import {
  CATEGORIES_PATH,
  CategoryCreateSchema,
  TAXONOMY_MESSAGES,
} from '~/domains/knowledge/taxonomy/taxonomy.schema'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { authorize } from '~/platform/authorize.server'
import { handleForm } from '~/platform/forms.server'
import { asErrorPage, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Article categories'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor }) => {
    return json({
      tree: await listCategoryTree(actor.companyId),
      canManage: can(actor, 'category.manage'),
    })
  })

/** Adds a category; anyone who is not a KB admin is refused (and recorded) before the form is read. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    await authorize({ actor, meta }, can, 'category.manage')
    return handleForm(request, CategoryCreateSchema, async (input) => {
      await createCategory(actor, input, meta).catch(asErrorPage)
      return redirectWithFlash(CATEGORIES_PATH, {
        kind: 'success',
        message: TAXONOMY_MESSAGES.categoryAdded,
      })
    })
  })

function Tree({ nodes, canManage }: { nodes: readonly CategoryNode[]; canManage: boolean }) {
  const { t } = useTranslation()
  return (
    <ul className="ms-4 list-disc space-y-1">
      {nodes.map((node) => (
        <li key={node.id}>
          <span className="inline-flex flex-wrap items-center gap-3">
            <Link to={`${CATEGORIES_PATH}/${node.id}`} className={buttonClasses('link')}>
              {node.name}
            </Link>
            {canManage ? (
              <Link
                to={`${CATEGORIES_PATH}/${node.id}/edit`}
                className={buttonClasses('link', 'text-sm')}
              >
                {t('Edit')}
                <span className="sr-only">: {node.name}</span>
              </Link>
            ) : null}
          </span>
          {node.children.length ? <Tree nodes={node.children} canManage={canManage} /> : null}
        </li>
      ))}
    </ul>
  )
}

export default function CategoriesPage() {
  const { tree, canManage } = useLoaderData<typeof loader>()
  const reply = readReply(useActionData<typeof action>() as SubmissionResult<string[]> | undefined)
  const { t } = useTranslation()
  return (
    <Page
      title={t('Article categories')}
      lead={t('Categories file articles in a tree, sorted alphabetically.')}
    >
      <Tabs
        label={t('Knowledge base')}
        className="mt-4"
        tabs={[
          { to: '/knowledgebase/articles', label: t('Articles') },
          { to: '/knowledgebase/article-types', label: t('Article types') },
          { to: '/knowledgebase/definitions', label: t('Definitions') },
        ]}
      />
      <Section id="tree-title" title={t('All categories')}>
        {tree.length === 0 ? (
          <EmptyState>
            {canManage
              ? t('There are no categories yet. Add one below.')
              : t('There are no categories yet.')}
          </EmptyState>
        ) : (
          <div className="mt-4">
            <Tree nodes={tree} canManage={canManage} />
          </div>
        )}
      </Section>
      {canManage ? (
        <Section id="add-category-title" title={t('Add category')} className="mt-10 max-w-2xl">
          {/* A new key after each add empties the form (with JS the page is not reloaded). */}
          <Form method="post" className="mt-4" key={flattenCategoryTree(tree).length}>
            <ErrorSummary
              fieldErrors={{
                'add-category-name': reply.errors.category,
                'add-category-parent': reply.errors.parent,
              }}
              formErrors={reply.formErrors}
            />
            <CategoryInputs
              tree={tree}
              errors={reply.errors}
              idPrefix="add-category"
              name={reply.value('category', '')}
              parent={Number(reply.value('parent', '')) || null}
            />
            <SubmitButton>{t('Add category')}</SubmitButton>
          </Form>
        </Section>
      ) : null}
    </Page>
  )
}
