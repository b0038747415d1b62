import { Link } from '~/components/ui/link'
import type { ReactNode } from 'react'
import { buttonClasses } from '~/components/ui/button'

/**
 * One part of a profile's end: its h2, and on the right the link to where it is changed, for
 * those who may (`link` is left out for everyone else).
 */
export function ProfileSection({
  id,
  title,
  link,
  children,
}: {
  id: string
  title: string
  link?: { to: string; label: string } | false
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        {link ? (
          <Link to={link.to} className={buttonClasses('link')}>
            {link.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  )
}
