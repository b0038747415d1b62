import { useTranslation } from '~/components/translation'
import type { OnboardingStep } from '~/platform/actor'
import { STEP_LABELS, type FlowStep } from '../onboarding'

/** The numbered step bar: finished steps ticked, the current one marked for screen readers. */
export function StepBar({ steps, current }: { steps: FlowStep[]; current: OnboardingStep }) {
  const { t } = useTranslation()
  const at = current === 'done' ? steps.length : steps.indexOf(current)
  return (
    <nav aria-label={t('Onboarding steps')} className="mb-8">
      <ol className="flex flex-wrap gap-x-6 gap-y-2">
        {steps.map((step, index) => {
          const state = index < at ? 'done' : index === at ? 'current' : 'todo'
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex items-center gap-2"
            >
              <span
                aria-hidden="true"
                className={`flex h-8 w-8 items-center justify-center rounded-full text-sm font-bold ${
                  state === 'todo'
                    ? 'bg-white text-slate-700 ring-2 ring-slate-400'
                    : 'bg-brand-700 text-white'
                }`}
              >
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className={state === 'current' ? 'font-bold text-slate-900' : 'text-slate-700'}>
                {t(STEP_LABELS[step])}
                {state === 'done' ? <span className="sr-only"> ({t('completed')})</span> : null}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
