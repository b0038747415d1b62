/** Genders of the spec (§3): FEMALE and OTHER have their own default avatar, anything else male. */
export function defaultAvatarUrl(gender: string | null | undefined): string {
  if (gender === 'FEMALE') return '/avatars/female.svg'
  if (gender === 'OTHER') return '/avatars/other.svg'
  return '/avatars/male.svg'
}

/**
 * The URL of a staff member's photo: their uploaded photo (served by the photo route, with the
 * storage key's name as a cache-buster so a new photo is fetched at once), else the default avatar.
 */
export function staffPhotoUrl(staff: {
  id: number
  photo: string | null
  gender: string | null
}): string {
  if (!staff.photo) return defaultAvatarUrl(staff.gender)
  const version = staff.photo.split('/').pop()!.split('.')[0]!.slice(0, 8)
  return `/account/employee/${staff.id}/photo?v=${version}`
}
