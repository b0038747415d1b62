import { useTranslation } from '~/components/translation'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import type { Crumb } from '../navigation'

/** Where the page sits in the menu (seed §2.4); hidden below 575 px, where space is short. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation()
  return (
    <Breadcrumbs
      className="hidden-on-small px-4 pt-4"
      crumbs={trail.map((crumb, index) => ({
        label: t(crumb.label),
        to: crumb.href ?? undefined,
        current: index === trail.length - 1,
      }))}
    />
  )
}
