import type { SubmissionResult } from '@conform-to/react'
import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { Button } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { getVersion } from '~/domains/knowledge/articles/article-versions.server'
import {
  ARTICLE_PAGE_MESSAGES,
  articlePath,
  articleVersionsPath,
} from '~/domains/knowledge/articles/articles.schema'
import { restoreVersion } from '~/domains/knowledge/articles/articles.server'
import { DiffView } from '~/domains/knowledge/articles/components/article-diff'
import { can } from '~/domains/knowledge/knowledge.policy'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { authorize } from '~/platform/authorize.server'
import { asErrorPage, routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Article version'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    await authorize({ actor, meta }, can, 'article.author')
    return json(await getVersion(actor, routeId(params.id), meta))
  })

const RestoreSchema = z.object({ version: z.coerce.number().int().positive() })

/** Restore: the version becomes the live article again, from the version the page showed. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request, params }) => {
    await authorize({ actor, meta }, can, 'article.author')
    const id = routeId(params.id)
    return handleForm(request, RestoreSchema, async ({ version }) => {
      // A refusal or another company's id is the error page; a stale version (409) stays here.
      const article = await restoreVersion(actor, id, version, meta).catch(asErrorPage)
      return redirectWithFlash(articlePath(article.id), {
        kind: 'success',
        message: ARTICLE_PAGE_MESSAGES.restored,
      })
    })
  })

export default function ArticleVersionPage() {
  const version = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  const { t } = useTranslation()
  const current = version.revision === version.article.revision
  return (
    <Page
      back={{ to: articleVersionsPath(version.article.id), label: t('Version history') }}
      title={
        <>
          {t('Revision {{number}}', { number: version.revision })}: {version.title}
        </>
      }
    >
      <p className="mt-1 mb-6 text-slate-700">
        <time dateTime={version.published_at}>
          {new Date(version.published_at).toISOString().slice(0, 16).replace('T', ' ')}
        </time>
      </p>
      <ErrorSummary fieldErrors={{}} formErrors={(reply?.error?.[''] ?? []) as string[]} />
      <section aria-labelledby="changes-title" className="mb-8">
        <h2 id="changes-title" className="mb-2 text-xl font-semibold">
          {t('Changes from this version to the current article')}
        </h2>
        {current ? (
          <p>{t('This is the current version.')}</p>
        ) : (
          <>
            <DiffView parts={version.titleDiff} label={t('Title changes')} />
            <div className="mt-3">
              <DiffView parts={version.bodyDiff} label={t('Text changes')} />
            </div>
          </>
        )}
      </section>
      <section aria-labelledby="content-title">
        <h2 id="content-title" className="mb-2 text-xl font-semibold">
          {t('This version')}
        </h2>
        <div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: version.body }} />
      </section>
      {current ? null : (
        <Form method="post" className="mt-8">
          <input type="hidden" name="version" value={version.article.version} />
          <Button>{t('Restore this version')}</Button>
        </Form>
      )}
    </Page>
  )
}
