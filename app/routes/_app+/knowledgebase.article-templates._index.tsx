import type { SubmissionResult } from '@conform-to/react'
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { SubmitButton } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { EmptyState, RowAction, Table } from '~/components/ui/table'
import {
  ARTICLE_TEMPLATES_PATH,
  ArticleTemplateSchema,
  TEMPLATE_MESSAGES,
  articleFromTemplatePath,
} from '~/domains/knowledge/templates/article-templates.schema'
import {
  createArticleTemplate,
  listArticleTemplates,
  subjectArticleChoices,
  type ArticleTemplateView,
} from '~/domains/knowledge/templates/article-templates.server'
import { ArticleTemplateInputs } from '~/domains/knowledge/templates/components/article-template-inputs'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { readReply } from '~/platform/form-reply'
import { handleForm } from '~/platform/forms.server'
import { asErrorPage, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Article templates'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta }) => {
    const templates = await listArticleTemplates(actor, meta)
    return json({ templates, articles: await subjectArticleChoices(actor, null) })
  })

/** Adds a subject (KB admins only; the service refuses and records anyone else). */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, ({ actor, meta, request }) =>
    handleForm(request, ArticleTemplateSchema, async (input) => {
      await createArticleTemplate(actor, input, meta).catch(asErrorPage)
      return redirectWithFlash(ARTICLE_TEMPLATES_PATH, {
        kind: 'success',
        message: TEMPLATE_MESSAGES.added,
      })
    }),
  )

/** The subjects grouped by their category (the list comes sorted by category). */
function byCategory(templates: readonly ArticleTemplateView[]) {
  const groups = new Map<string, ArticleTemplateView[]>()
  for (const template of templates) {
    groups.set(template.category, [...(groups.get(template.category) ?? []), template])
  }
  return [...groups]
}

export default function ArticleTemplatesPage() {
  const { templates, articles } = useLoaderData<typeof loader>()
  const reply = readReply(useActionData<typeof action>() as SubmissionResult<string[]> | undefined)
  const { t } = useTranslation()
  return (
    <Page
      title={t('Article templates')}
      lead={t(
        'A template is a category of subjects; a new article from a subject starts with its subject article’s content.',
      )}
    >
      {templates.length === 0 ? (
        <EmptyState>{t('There are no article templates yet.')}</EmptyState>
      ) : null}
      {byCategory(templates).map(([category, subjects], index) => (
        <Section key={category} id={`template-${index}-title`} title={category}>
          <Table
            rows={subjects}
            columns={[
              { header: t('Subject'), rowHeader: true, cell: (subject) => subject.name },
              { header: t('Description'), cell: (subject) => subject.description },
              { header: t('Subject article'), cell: (subject) => subject.subjectArticleTitle },
            ]}
            actions={(subject) => (
              <>
                <RowAction
                  to={articleFromTemplatePath(subject.id)}
                  label={t('New article')}
                  name={subject.name}
                />
                <RowAction
                  to={`${ARTICLE_TEMPLATES_PATH}/${subject.id}/edit`}
                  label={t('Edit')}
                  name={subject.name}
                />
              </>
            )}
          />
        </Section>
      ))}
      <Section
        id="add-template-title"
        title={t('Add template subject')}
        className="mt-10 max-w-2xl"
      >
        <Form method="post" className="mt-4" key={templates.length}>
          <ErrorSummary
            fieldErrors={{
              'add-template-category': reply.errors.category,
              'add-template-name': reply.errors.name,
              'add-template-subject_article': reply.errors.subject_article,
            }}
            formErrors={reply.formErrors}
          />
          <ArticleTemplateInputs
            idPrefix="add-template"
            errors={reply.errors}
            articles={articles}
            values={{
              category: reply.value('category', ''),
              name: reply.value('name', ''),
              description: reply.value('description', ''),
              subjectArticle: reply.value('subject_article', ''),
            }}
          />
          <SubmitButton>{t('Add subject')}</SubmitButton>
        </Form>
      </Section>
    </Page>
  )
}
