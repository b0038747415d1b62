import { staffPhotoUrl } from '../photos'

const SIZES = { sm: 'h-8 w-8', md: 'h-12 w-12', lg: 'h-24 w-24' } as const

/**
 * A staff member's photo or gender default avatar. Decorative (empty alt) because the name is
 * always printed next to it; lazy so a long directory page loads only the photos on screen.
 */
export function Avatar({
  staff,
  size = 'md',
}: {
  staff: { id: number; photo: string | null; gender: string | null }
  size?: keyof typeof SIZES
}) {
  return (
    <img
      src={staffPhotoUrl(staff)}
      alt=""
      loading="lazy"
      decoding="async"
      className={`${SIZES[size]} shrink-0 rounded-full bg-slate-200 object-cover`}
    />
  )
}
