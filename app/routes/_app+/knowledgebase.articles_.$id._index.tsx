import type { SubmissionResult } from '@conform-to/react'
import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Section } from '~/components/ui/section'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { Button, buttonClasses } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field } from '~/components/ui/field'
import {
  COMPLETION_SENTENCES,
  signatureName,
} from '~/domains/knowledge/reading/acknowledgements.server'
import { getArticleForReading } from '~/domains/knowledge/reading/article-reading.server'
import { acknowledgeFromForm } from '~/domains/knowledge/reading/reading-page.server'
import { esignFileOf } from '~/domains/knowledge/reading/esign-requirement.server'
import { TypeBadge } from '~/domains/knowledge/taxonomy/components/type-badge'
import { isKnowledgeAdmin } from '~/domains/knowledge/knowledge.policy'
import { ARTICLES_PATH, formatMoment } from '~/domains/knowledge/reading/reading-format'
import { DefinitionFootnotes } from '~/domains/knowledge/taxonomy/components/definition-footnotes'
import { EmbeddedVideo } from '~/domains/knowledge/articles/components/embedded-video'
import { UploadedFilesList } from '~/domains/knowledge/files/components/uploaded-files-list'
import { FileViewer } from '~/domains/knowledge/files/components/file-viewer'
import { courseBackLink } from '~/domains/courses/learning/course-reading.server'
import { msg } from '~/i18n'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageTitle(matches, data?.article.title ?? msg('Article'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) => {
    const id = routeId(params.id)
    const article = await getArticleForReading(actor, meta, id)
    return json({
      article,
      // Read as an item of a course (?course=): a way back to that course.
      course: await courseBackLink(actor, new URL(request.url).searchParams.get('course')),
      // Worked out here so the page's bundle needs no server module.
      completion: article.acknowledgement
        ? COMPLETION_SENTENCES[article.acknowledgement.method]!
        : null,
      signAs: signatureName(actor),
      // A policy sign-off: acknowledged by e-signing this PDF instead of typing a name.
      esignFile: await esignFileOf(article.id),
      isAdmin: isKnowledgeAdmin(actor),
      timezone: actor.timezone,
    })
  })

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, (args) => acknowledgeFromForm(args, routeId(args.params.id)))

type Article = ReturnType<typeof useLoaderData<typeof loader>>['article']

export default function ArticlePage() {
  const { article, isAdmin, course } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const base = `${ARTICLES_PATH}/${article.id}`
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      {course ? (
        <p className="mb-4">
          <Link to={course.href} className={buttonClasses('link')}>
            {t('Back to course')}: {course.name}
          </Link>
        </p>
      ) : null}
      <Breadcrumbs
        crumbs={[
          { label: t('Articles'), to: ARTICLES_PATH },
          ...article.breadcrumb.map((category) => ({
            label: category.name,
            to: `/knowledgebase/categories/${category.id}`,
          })),
        ]}
      />
      <article aria-labelledby="article-title" className="mt-4">
        <header>
          <h1 id="article-title" className="text-3xl font-bold">
            {article.title}
          </h1>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            {article.type ? <TypeBadge type={article.type} /> : null}
            {article.status === 1 ? (
              <span className="rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-900">
                {t('Draft')}
              </span>
            ) : null}
            {article.tags.length ? (
              <ul aria-label={t('Tags')} className="flex flex-wrap gap-2">
                {article.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={`${ARTICLES_PATH}?tag=${encodeURIComponent(tag)}`}
                      className="rounded-full bg-brand-50 px-2 py-0.5 text-sm text-slate-900 underline underline-offset-2"
                    >
                      #{tag}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {isAdmin ? (
            <ul aria-label={t('Manage article')} className="mt-4 flex flex-wrap gap-3">
              <li>
                <Link to={`${base}/edit`} className={buttonClasses('secondary')}>
                  {t('Edit')}
                </Link>
              </li>
              {article.status === 0 ? (
                <li>
                  <Link to={`${base}/draft`} className={buttonClasses('secondary')}>
                    {t('Edit draft')}
                  </Link>
                </li>
              ) : null}
              <li>
                <Link to={`${base}/versions`} className={buttonClasses('secondary')}>
                  {t('Versions')}
                </Link>
              </li>
              <li>
                <Link to={`${base}/activity`} className={buttonClasses('secondary')}>
                  {t('Read activity')}
                </Link>
              </li>
              <li>
                <Link to={`${base}/delete`} className={buttonClasses('secondary')}>
                  {t('Delete')}
                </Link>
              </li>
            </ul>
          ) : null}
        </header>
        <ArticleContent article={article} isAdmin={isAdmin} />
      </article>
      {article.status === 0 ? <AcknowledgementPanel /> : null}
    </main>
  )
}

function ArticleContent({ article, isAdmin }: { article: Article; isAdmin: boolean }) {
  const { t } = useTranslation()
  const base = `${ARTICLES_PATH}/${article.id}`
  const shows = (block: string) => article.blocks.includes(block)
  return (
    <div className="mt-8 space-y-8">
      {shows('text') ? (
        <div
          className="article-body max-w-none space-y-4 leading-relaxed"
          // Sanitized on save and again by the loader (sanitizeArticleHtml).
          dangerouslySetInnerHTML={{ __html: article.body }}
        />
      ) : null}
      {article.footnotes.length ? <DefinitionFootnotes footnotes={article.footnotes} /> : null}
      {shows('video') && article.video ? (
        <section aria-labelledby="video-title">
          <h2 id="video-title" className="text-xl font-bold">
            {t('Video')}
          </h2>
          <FileViewer file={article.video} canDownload={isAdmin} />
        </section>
      ) : null}
      {shows('files') && article.files.length ? (
        <section aria-labelledby="files-title">
          <h2 id="files-title" className="text-xl font-bold">
            {t('Files')}
          </h2>
          <UploadedFilesList files={article.files} canDownload={isAdmin} canDelete={false} />
        </section>
      ) : null}
      {article.decision_chart ? (
        <section aria-labelledby="chart-title">
          <h2 id="chart-title" className="text-xl font-bold">
            {t('Decision chart')}
          </h2>
          <figure
            className="mt-3 overflow-auto rounded-md border border-slate-300 bg-white p-2 [&>svg]:h-auto [&>svg]:max-w-full"
            data-testid="decision-chart"
            // flowchartSvg escapes every label; it is drawn on the server, read-only.
            dangerouslySetInnerHTML={{ __html: article.decision_chart.svg }}
          />
          <p className="mt-2">
            <Link to={`${base}/decision-chart`} className="underline underline-offset-2">
              {t('View the decision chart larger')}
            </Link>
          </p>
        </section>
      ) : null}
      {shows('embed_video') && article.embed_video_url ? (
        <section aria-labelledby="embedded-title">
          <h2 id="embedded-title" className="text-xl font-bold">
            {t('Embedded video')}
          </h2>
          <EmbeddedVideo url={article.embed_video_url} />
        </section>
      ) : null}
    </div>
  )
}

function AcknowledgementPanel() {
  const { article, completion, signAs, esignFile, timezone } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  const busy = useNavigation().state === 'submitting'
  const { t, i18n } = useTranslation()
  const errors = reply?.error ?? {}
  const done = article.acknowledgement
  return (
    <Section
      id="acknowledge-title"
      title={t('Acknowledgement')}
      className="mt-10 rounded-md bg-white p-6 ring-1 ring-slate-200"
    >
      {done && completion ? (
        <p className="mt-2 text-slate-900" data-testid="acknowledged">
          {t(completion, {
            name: done.signature,
            date: formatMoment(done.acknowledged_at, i18n.language, timezone),
          })}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            {article.is_assigned
              ? t('This article is assigned to you. Acknowledge it once you have read it.')
              : t('Acknowledge this article once you have read it.')}
          </p>
          <div className="mt-4">
            <ErrorSummary
              fieldErrors={{
                'ack-signature': errors.signature ?? undefined,
                'ack-answer-0': errors.answer_ids ?? undefined,
              }}
              formErrors={errors[''] ?? undefined}
            />
          </div>
          <Form method="post" noValidate>
            {article.asks_question ? (
              <fieldset
                aria-describedby={errors.answer_ids ? 'ack-answer-error' : undefined}
                className={errors.answer_ids ? 'border-l-4 border-red-700 pl-3' : ''}
              >
                <legend className="text-lg font-semibold">
                  {article.acknowledgement_question}
                </legend>
                <p className="text-sm text-slate-600">{t('Choose every correct answer.')}</p>
                {errors.answer_ids ? (
                  <p id="ack-answer-error" className="mt-1 text-sm font-semibold text-red-700">
                    <span className="sr-only">{t('Error:')}</span> {t(errors.answer_ids[0]!)}
                  </p>
                ) : null}
                <ul className="mt-3 space-y-2">
                  {article.answers.map((answer, index) => (
                    <li key={answer.id}>
                      <label className="flex items-center gap-2">
                        <input
                          id={`ack-answer-${index}`}
                          type="checkbox"
                          name="answer_ids"
                          value={answer.id}
                          className="size-5"
                        />
                        {answer.answer}
                      </label>
                    </li>
                  ))}
                </ul>
                <Button className="mt-4" disabled={busy}>
                  {t('Submit answer')}
                </Button>
              </fieldset>
            ) : esignFile ? (
              <>
                <p className="mb-3 text-slate-700" data-testid="esign-acknowledgement">
                  {t('Acknowledge this article by e-signing {{file}}.', {
                    file: esignFile.fileName,
                  })}
                </p>
                <Button disabled={busy}>{t('Sign the document')}</Button>
              </>
            ) : (
              <>
                <Field
                  label={t('Type your full name to sign')}
                  hint={t('Sign as {{name}}', { name: signAs })}
                  errors={errors.signature ?? undefined}
                  inputProps={{
                    id: 'ack-signature',
                    name: 'signature',
                    type: 'text',
                    autoComplete: 'name',
                  }}
                />
                <Button disabled={busy}>{t('Acknowledge')}</Button>
              </>
            )}
          </Form>
        </>
      )}
    </Section>
  )
}
