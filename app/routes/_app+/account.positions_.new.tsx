import type { SubmissionResult } from '@conform-to/react'
import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { buttonClasses } from '~/components/ui/button'
import { PositionForm } from '~/domains/org/components/position-form'
import { positionFormAction, positionFormChoices } from '~/domains/org/positions-page.server'
import {
  POSITION_MESSAGES,
  POSITIONS_PATH,
  PositionFormSchema,
} from '~/domains/org/positions.schema'
import { createPosition } from '~/domains/org/positions.server'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { signedIn } from '~/platform/request-context.server'
import { authorize } from '~/platform/authorize.server'
import { can } from '~/domains/org/positions.policy'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Create Position'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta }) => {
    await authorize({ actor, meta }, can, 'position.update')
    return json({ choices: await positionFormChoices(actor) })
  })

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    return positionFormAction(
      request,
      PositionFormSchema,
      async (input) => {
        await createPosition(actor, input, meta)
        return redirectWithFlash(POSITIONS_PATH, {
          kind: 'success',
          message: POSITION_MESSAGES.created,
        })
      },
      POSITION_MESSAGES.createFailed,
    )
  })

export default function NewPositionPage() {
  const { choices } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  const { t } = useTranslation()
  return (
    <Page width="3xl" spaced title={t('Create Position')}>
      <PositionForm
        saved={{
          name: '',
          division: null,
          manager: null,
          order: choices.positionCount + 1,
          division_order: 1,
          above_text: '',
          description: '',
          responsibilities: [],
          articles: [],
          courses: [],
        }}
        choices={choices}
        reply={reply}
        failure={POSITION_MESSAGES.createFailed}
      />
      <Link to={POSITIONS_PATH} className={buttonClasses('link', 'mt-6 inline-block')}>
        {t('Back to positions')}
      </Link>
    </Page>
  )
}
