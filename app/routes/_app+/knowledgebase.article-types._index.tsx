import type { SubmissionResult } from '@conform-to/react'
import { json, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { createArticleType, listArticleTypes } from '~/domains/knowledge/article-types.server'
import { ArticleTypeInputs } from '~/domains/knowledge/components/article-type-field'
import { formReply } from '~/domains/knowledge/components/form-reply'
import { can } from '~/domains/knowledge/knowledge.policy'
import { withCheckbox } from '~/domains/knowledge/taxonomy-forms.server'
import {
  ARTICLE_TYPES_PATH,
  ArticleTypeCreateSchema,
  TAXONOMY_MESSAGES,
} from '~/domains/knowledge/taxonomy.schema'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { asErrorPage, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Article types'))

export const loader = signedIn(async ({ actor }) => {
  return json({
    types: await listArticleTypes(actor.companyId),
    canManage: can(actor, 'articleType.manage'),
  })
})

/** Adds a type (KB admins only; the service refuses and records anyone else). */
export const action = signedIn(async ({ actor, meta, request }) => {
  const formData = await request.formData()
  formData.set('is_default', String(withCheckbox(formData, 'is_default').is_default))
  return handleForm(
    request,
    ArticleTypeCreateSchema,
    async (input) => {
      await createArticleType(actor, input, meta).catch(asErrorPage)
      return redirectWithFlash(ARTICLE_TYPES_PATH, {
        kind: 'success',
        message: TAXONOMY_MESSAGES.typeAdded,
      })
    },
    { formData },
  )
})

export default function ArticleTypesPage() {
  const { types, canManage } = useLoaderData<typeof loader>()
  const reply = formReply(useActionData<typeof action>() as SubmissionResult<string[]> | undefined)
  const busy = useNavigation().state === 'submitting'
  const { t } = useTranslation()
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('Article types')}</h1>
      <p className="mt-2 text-lg text-slate-700">
        {t('A type labels an article with a coloured badge, such as Policy or How-to.')}
      </p>
      <section aria-labelledby="types-title" className="mt-8">
        <h2 id="types-title" className="text-2xl font-bold">
          {t('Current types')}
        </h2>
        {types.length === 0 ? (
          <p className="mt-4 text-slate-700">{t('There are no article types yet.')}</p>
        ) : (
          <table className="mt-4 w-full border-collapse text-start">
            <thead>
              <tr className="border-b-2 border-slate-700">
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('Type')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('Colour')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('Description')}
                </th>
                {canManage ? (
                  <th scope="col" className="py-2 text-start">
                    {t('Actions')}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {types.map((type) => (
                <tr key={type.id} className="border-b border-slate-200 align-top">
                  <th scope="row" className="py-2 pe-4 text-start font-semibold">
                    {type.name}
                    {type.isDefault ? (
                      <span className="ms-2 text-sm font-normal">({t('default')})</span>
                    ) : null}
                  </th>
                  <td className="py-2 pe-4">
                    <span className="inline-flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className="inline-block h-5 w-5 rounded-sm border border-slate-700"
                        style={{ backgroundColor: type.color }}
                      />
                      <code>{type.color}</code>
                    </span>
                  </td>
                  <td className="py-2 pe-4">{type.description}</td>
                  {canManage ? (
                    <td className="py-2">
                      <Link
                        to={`${ARTICLE_TYPES_PATH}/${type.id}/edit`}
                        className={buttonClasses('link')}
                      >
                        {t('Edit')}
                        <span className="sr-only">: {type.name}</span>
                      </Link>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {canManage ? (
        <section aria-labelledby="add-type-title" className="mt-10 max-w-2xl">
          <h2 id="add-type-title" className="text-2xl font-bold">
            {t('Add type')}
          </h2>
          <Form method="post" className="mt-4" key={types.length}>
            <ErrorSummary
              fieldErrors={{
                'add-type-type': reply.errors.type,
                'add-type-color': reply.errors.color,
              }}
              formErrors={reply.formErrors}
            />
            <ArticleTypeInputs
              errors={reply.errors}
              idPrefix="add-type"
              type={{
                name: reply.value('type', ''),
                color: reply.value('color', ''),
                description: reply.value('description', ''),
                isDefault: false,
              }}
            />
            <Button disabled={busy}>{busy ? t('Submitting...') : t('Add type')}</Button>
          </Form>
        </section>
      ) : null}
    </main>
  )
}
