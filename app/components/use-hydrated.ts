import { useEffect, useState } from 'react'

/**
 * True once React runs in the browser. Controls that only make sense with JavaScript (a Save
 * button disabled while the form is wrong) use it, so the server's HTML never locks out a
 * browser without JavaScript.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
