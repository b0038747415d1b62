import {
  json,
  redirect,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import type { FormReply } from '~/platform/form-reply'
import { useTranslation } from '~/components/translation'
import { FlashMessage } from '~/components/flash-message'
import { Button } from '~/components/ui/button'
import { Notice } from '~/components/ui/notice'
import { isCompanyAdmin, type Actor } from '~/platform/actor'
import { PlanChoice } from '~/domains/billing/components/plan-choice'
import { ACTIVE_APPS_MESSAGES, ActiveAppsSchema } from '~/domains/company/active-apps'
import { listActiveApps, setActiveApps } from '~/domains/company/active-apps.server'
import { ActiveAppsForm } from '~/domains/company/components/active-apps-form'
import {
  currentStep,
  DASHBOARD_PATH,
  needsOnboarding,
  ONBOARDING_PATH,
  STEP_LABELS,
  stepsFor,
  type OnboardingMove,
} from '~/domains/onboarding/onboarding'
import { moveOnboarding } from '~/domains/onboarding/onboarding.server'
import { StepBar } from '~/domains/onboarding/components/step-bar'
import { ProfileForm } from '~/domains/people/components/profile-form'
import { ProfileSchema } from '~/domains/people/profile.schema'
import {
  getOwnProfile,
  listPositionChoices,
  updateOwnProfile,
} from '~/domains/people/profile.server'
import { flashHeader, type Flash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { signedIn } from '~/platform/request-context.server'
import { pageTitle } from '~/components/page-title'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Onboarding'))

/** The forms of the page; the step buttons below them name one with `form=`. */
const FORM_IDS = { nav: 'onboarding-nav', profile: 'onboarding-profile', apps: 'onboarding-apps' }

/** Login required, but no plan check (seed §2.1): this is where a plan is chosen. */
function onboardingStep(actor: Actor) {
  if (!needsOnboarding(actor)) throw redirect(DASHBOARD_PATH)
  const steps = stepsFor(actor)
  return { steps, step: currentStep(actor.onboardingStep, steps) }
}

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor }) => {
    const { steps, step } = onboardingStep(actor)
    const profile = step === 'personal' ? await getOwnProfile(actor) : null
    const positions = step === 'personal' ? await listPositionChoices(actor) : []
    const activeApps =
      step === 'apps'
        ? (await listActiveApps(actor)).filter((app) => app.active).map((app) => app.id)
        : []
    return json({
      steps,
      step,
      isAdmin: isCompanyAdmin(actor),
      hasPlan: actor.subscription !== null,
      firstName: actor.firstName,
      profile,
      positions,
      activeApps,
    })
  })

async function goTo(path: string, flash?: Flash): Promise<Response> {
  return redirect(path, flash ? { headers: { 'Set-Cookie': await flashHeader(flash) } } : {})
}

const APPS_SAVED: Flash = { kind: 'success', message: ACTIVE_APPS_MESSAGES.updated }

/**
 * One action for every button, told apart by `intent`. Next and Finish save the step's form
 * first (the profile, the apps) and move on only when it was valid; the others only move.
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const { steps, step } = onboardingStep(actor)
    const formData = await request.formData()
    const move = async (to: OnboardingMove, path = ONBOARDING_PATH, flash?: Flash) => {
      await moveOnboarding(actor, to, meta)
      return goTo(path, flash)
    }
    const isLastStep = step === steps[steps.length - 1]
    const intent = formData.get('intent')
    switch (intent) {
      case 'back':
        return move('back')
      case 'skip':
        return move('forward')
      case 'reset':
        return move('reset')
      case 'next':
        if (step === 'personal') {
          return handleForm(
            request,
            ProfileSchema,
            async (input) => {
              await updateOwnProfile(actor, input, meta)
              return move('forward')
            },
            { formData },
          )
        }
        if (step === 'apps' && !isLastStep) {
          return saveAppsThen(request, actor, meta, formData, (flash) =>
            move('forward', ONBOARDING_PATH, flash),
          )
        }
        break
      case 'finish':
        // Only an app-deal company ends on Activate Apps; Finish leaves for the app (seed §2.5).
        if (step === 'apps' && isLastStep) {
          return saveAppsThen(request, actor, meta, formData, (flash) => move('finish', '/', flash))
        }
        break
    }
    throw new Response('This button does not belong to this step.', { status: 400 })
  })

/** Admins save the apps they ticked (the step auto-advances then); others just move on. */
function saveAppsThen(
  request: Request,
  actor: Actor,
  meta: RequestMeta,
  formData: FormData,
  then: (flash?: Flash) => Promise<Response>,
) {
  if (!isCompanyAdmin(actor)) return then()
  return handleForm(
    request,
    ActiveAppsSchema,
    async (input) => {
      await setActiveApps(actor, input, meta)
      return then(APPS_SAVED)
    },
    { formData },
  )
}

export default function OnboardingPage() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>() as FormReply | undefined
  const { steps, step, isAdmin } = data
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <p className="mb-6 text-2xl font-bold tracking-tight text-brand-700">Groundwork</p>
      <h1 className="mb-6 text-3xl font-bold text-slate-900">
        {t('Welcome, {{name}}', { name: data.firstName })}
      </h1>
      <StepBar steps={steps} current={step} />
      <FlashMessage />
      <section
        aria-labelledby="step-title"
        className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <h2 id="step-title" className="mb-4 text-2xl font-bold text-slate-900">
          {step === 'done' ? t('All steps are done') : t(STEP_LABELS[step])}
        </h2>
        <StepContent data={data} lastResult={lastResult} />
      </section>
      <StepButtons
        step={step}
        isFirst={step === steps[0]}
        isLast={step === steps[steps.length - 1]}
        appDeal={!steps.includes('plan')}
        isAdmin={isAdmin}
      />
    </main>
  )
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>

function StepContent({ data, lastResult }: { data: LoaderData; lastResult?: FormReply }) {
  const { t } = useTranslation()
  switch (data.step) {
    case 'personal':
      return (
        <>
          <p className="mb-6 text-slate-700">
            {t('Tell your colleagues who you are. Only the first name is required.')}
          </p>
          <ProfileForm
            id={FORM_IDS.profile}
            profile={data.profile!}
            positions={data.positions}
            lastResult={lastResult}
          />
        </>
      )
    case 'apps':
      return (
        <>
          {data.isAdmin ? null : <Notice kind="info">{t(ACTIVE_APPS_MESSAGES.adminsOnly)}</Notice>}
          <ActiveAppsForm
            id={FORM_IDS.apps}
            active={data.activeApps}
            lastResult={lastResult}
            canEdit={data.isAdmin}
          />
        </>
      )
    case 'plan':
      // A chosen plan goes to '/' (seed §2.5); PlanChoice tells other members to ask their admin.
      return <PlanChoice redirectTo="/" canChoose={data.isAdmin} />
    case 'done':
      return (
        <p className="text-slate-700">
          {data.hasPlan
            ? t('You have gone through every step.')
            : t(
                'You have gone through every step. Your company still needs a plan: press Reset to go through the steps again and choose one.',
              )}
        </p>
      )
  }
}

/**
 * Back, Skip, Next or Finish, Reset and Log Out (seed §2.5). Next and Finish submit the step's
 * own form (`form=`); the others post the small navigation form. Plain posts: no JS needed.
 */
function StepButtons({
  step,
  isFirst,
  isLast,
  appDeal,
  isAdmin,
}: {
  step: LoaderData['step']
  isFirst: boolean
  isLast: boolean
  appDeal: boolean
  isAdmin: boolean
}) {
  const { t } = useTranslation()
  const stepForm =
    step === 'personal'
      ? FORM_IDS.profile
      : step === 'apps' && isAdmin
        ? FORM_IDS.apps
        : FORM_IDS.nav
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      <Form method="post" id={FORM_IDS.nav} />
      {step === 'done' ? (
        <Button form={FORM_IDS.nav} name="intent" value="reset">
          {t('Reset')}
        </Button>
      ) : (
        <>
          <Button
            form={FORM_IDS.nav}
            name="intent"
            value="back"
            variant="secondary"
            disabled={isFirst}
          >
            {t('Back')}
          </Button>
          {appDeal && isLast ? (
            <Button form={stepForm} name="intent" value="finish">
              {t('Finish')}
            </Button>
          ) : (
            <>
              <Button form={FORM_IDS.nav} name="intent" value="skip" variant="secondary">
                {t('Skip')}
              </Button>
              {step === 'plan' ? null : (
                <Button form={stepForm} name="intent" value="next">
                  {t('Next')}
                </Button>
              )}
            </>
          )}
        </>
      )}
      <Form method="post" action="/auth/signout" className="ms-auto">
        <Button variant="secondary">{t('Log Out')}</Button>
      </Form>
    </div>
  )
}
