import type { ReactNode } from 'react'

/** A part of a page under its h2, named after it for screen readers (a region landmark). */
export function Section({
  id,
  title,
  className = 'mt-8',
  children,
}: {
  /** The heading's id (the section's aria-labelledby). */
  id: string
  title: ReactNode
  className?: string
  children?: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={className || undefined}>
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}
