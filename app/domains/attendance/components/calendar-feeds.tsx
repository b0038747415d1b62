import { Form } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { Notice } from '~/components/ui/notice'
import { Section } from '~/components/ui/section'
import type { FeedScope } from '../time-off-calendar.schema'

export interface FeedState {
  own: string | null
  company: string | null
  mayKeepCompany: boolean
}

/** A feed just made: its address, shown this once. */
export interface NewFeed {
  scope: FeedScope
  url: string
}

function FeedControls({
  scope,
  title,
  madeAt,
  fresh,
}: {
  scope: FeedScope
  title: string
  madeAt: string | null
  fresh: NewFeed | undefined
}) {
  const { t } = useTranslation()
  const inputId = `feed-${scope}-url`
  return (
    <div className="mt-4 rounded-md p-4 ring-1 ring-slate-200">
      <h3 className="font-semibold">{title}</h3>
      {fresh ? (
        <div className="mt-2">
          <Notice kind="success">
            {t(
              'Copy this address into your calendar app now: it is shown only once. Anyone with it can read this calendar.',
            )}
          </Notice>
          <label htmlFor={inputId} className="block font-semibold">
            {t('Calendar address')}
          </label>
          <input
            id={inputId}
            readOnly
            value={fresh.url}
            className="mt-1 w-full rounded border border-slate-400 px-2 py-1 font-mono text-sm"
          />
        </div>
      ) : (
        <p className="mt-1 text-slate-700">
          {madeAt
            ? t('An address is in use. A new one turns the old one off.')
            : t('No address yet.')}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="renew" />
          <input type="hidden" name="scope" value={scope} />
          <Button variant="secondary">
            {madeAt || fresh ? t('Make a new address') : t('Make an address')}
            <span className="sr-only">: {title}</span>
          </Button>
        </Form>
        {madeAt || fresh ? (
          <Form method="post">
            <input type="hidden" name="intent" value="revoke" />
            <input type="hidden" name="scope" value={scope} />
            <Button variant="secondary">
              {t('Turn the address off')}
              <span className="sr-only">: {title}</span>
            </Button>
          </Form>
        ) : null}
      </div>
    </div>
  )
}

/** Private ICS addresses for calendar apps (Google Calendar, Outlook, Apple Calendar). */
export function CalendarFeeds({ feeds, fresh }: { feeds: FeedState; fresh?: NewFeed }) {
  const { t } = useTranslation()
  return (
    <Section id="feeds-title" title={t('Subscribe in your calendar app')} className="mt-12">
      <p className="mt-1 max-w-3xl text-slate-700">
        {t(
          'A private address your calendar app can subscribe to: approved time off and company holidays, from three months back to a year ahead.',
        )}
      </p>
      <FeedControls
        scope="own"
        title={t('My time off')}
        madeAt={feeds.own}
        fresh={fresh?.scope === 'own' ? fresh : undefined}
      />
      {feeds.mayKeepCompany ? (
        <FeedControls
          scope="company"
          title={t('Everyone’s time off')}
          madeAt={feeds.company}
          fresh={fresh?.scope === 'company' ? fresh : undefined}
        />
      ) : null}
    </Section>
  )
}
