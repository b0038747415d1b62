import { scormPackagePath } from '../packages/page-paths'

/** Where the player's endpoints are (isomorphic: the page builds these too). */

export const commitPath = (packageId: number) => `${scormPackagePath(packageId)}/commit`
export const reportPath = (packageId: number) => `${scormPackagePath(packageId)}/report`
