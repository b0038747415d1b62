import { useTranslation } from '~/components/translation'
import { Table } from '~/components/ui/table'
import type { TimeOffBalanceDto } from '../time-off.server'

/** Each kind's balance: allowance, accrued so far, adjusted, taken, waiting, available. */
export function BalancesTable({ balances }: { balances: readonly TimeOffBalanceDto[] }) {
  const { t } = useTranslation()
  return (
    <Table
      rows={balances}
      rowKey={(balance) => balance.time_off_kind.id}
      caption={t('Time off balances')}
      empty={t('No kinds of time off are set up yet.')}
      columns={[
        { header: t('Kind of time off'), rowHeader: true, cell: (b) => b.time_off_kind.name },
        {
          header: t('Yearly allowance'),
          cell: (b) => (b.tracks_balance ? b.annual_days : t('No limit')),
        },
        { header: t('Accrued so far'), cell: (b) => (b.tracks_balance ? b.accrued : '—') },
        { header: t('Adjustment'), cell: (b) => b.adjustment },
        { header: t('Taken'), cell: (b) => b.taken },
        { header: t('Waiting for approval'), cell: (b) => b.pending },
        { header: t('Available'), cell: (b) => (b.tracks_balance ? b.available : '—') },
      ]}
    />
  )
}
