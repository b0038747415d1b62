import type { SubmissionResult } from '@conform-to/react'
import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { SubmitButton } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { ColorValue, Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { RowAction, Table } from '~/components/ui/table'
import {
  createArticleType,
  listArticleTypes,
} from '~/domains/knowledge/taxonomy/article-types.server'
import { ArticleTypeInputs } from '~/domains/knowledge/taxonomy/components/article-type-field'
import { readReply } from '~/platform/form-reply'
import { can } from '~/domains/knowledge/knowledge.policy'
import { withCheckbox } from '~/domains/knowledge/taxonomy/taxonomy-forms.server'
import {
  ARTICLE_TYPES_PATH,
  ArticleTypeCreateSchema,
  TAXONOMY_MESSAGES,
} from '~/domains/knowledge/taxonomy/taxonomy.schema'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { asErrorPage, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Article types'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor }) => {
    return json({
      types: await listArticleTypes(actor.companyId),
      canManage: can(actor, 'articleType.manage'),
    })
  })

/** Adds a type (KB admins only; the service refuses and records anyone else). */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
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
  const reply = readReply(useActionData<typeof action>() as SubmissionResult<string[]> | undefined)
  const { t } = useTranslation()
  return (
    <Page
      title={t('Article types')}
      lead={t('A type labels an article with a coloured badge, such as Policy or How-to.')}
    >
      <Section id="types-title" title={t('Current types')}>
        <Table
          rows={types}
          empty={t('There are no article types yet.')}
          columns={[
            {
              header: t('Type'),
              rowHeader: true,
              cell: (type) => (
                <>
                  {type.name}
                  {type.isDefault ? (
                    <span className="ms-2 text-sm font-normal">({t('default')})</span>
                  ) : null}
                </>
              ),
            },
            { header: t('Colour'), cell: (type) => <ColorValue color={type.color} /> },
            { header: t('Description'), cell: (type) => type.description },
          ]}
          actions={
            canManage
              ? (type) => (
                  <RowAction
                    to={`${ARTICLE_TYPES_PATH}/${type.id}/edit`}
                    label={t('Edit')}
                    name={type.name}
                  />
                )
              : undefined
          }
        />
      </Section>
      {canManage ? (
        <Section id="add-type-title" title={t('Add type')} className="mt-10 max-w-2xl">
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
            <SubmitButton>{t('Add type')}</SubmitButton>
          </Form>
        </Section>
      ) : null}
    </Page>
  )
}
