import { useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Section } from '~/components/ui/section'
import type { loader as layoutLoader } from '~/routes/_app+/_layout'
import { ClockControls } from './clock-controls'

/**
 * The dashboard's clock: the same state the header shows (read from the signed-in layout, so
 * no second query), with a note and breaks. Nothing when the attendance app is off.
 */
export function DashboardClock() {
  const { t } = useTranslation()
  const clock = useRouteLoaderData<typeof layoutLoader>('routes/_app+/_layout')?.header.clock
  if (!clock) return null
  return (
    <Section id="clock-title" title={t('Clock')} className="">
      <div className="mt-4">
        <ClockControls clock={clock} back="/account/dashboard" />
      </div>
    </Section>
  )
}
