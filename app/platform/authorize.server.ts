import type { Actor, PolicyActor } from './actor'
import { deny } from './audit.server'
import { AppError } from './errors.server'
import type { RequestMeta } from './request-meta.server'

/** A domain's pure rule: may this actor do this action? (`<domain>.policy.ts` exports one.) */
export type Policy<Action extends string> = (actor: PolicyActor, action: Action) => boolean

/** Who asks and from where: what every refusal records. */
export interface Asker {
  actor: Actor
  meta: RequestMeta
}

/** The record a refusal was about, named in System Action History. */
export interface AuditedEntity {
  type: string
  id: string | number
}

/**
 * The one way a service, page or API route asks a domain policy. An allowed action returns; a
 * refused one writes one 'denied' audit row and throws FORBIDDEN, which the request context
 * turns into the 403 page and the API into a 403 JSON answer. A rule about one record passes a
 * closure: `authorize(asker, (actor, action) => can(actor, action, article), 'article.edit')`.
 */
export async function authorize<Action extends string>(
  { actor, meta }: Asker,
  policy: Policy<Action>,
  action: Action,
  entity?: AuditedEntity,
  /** The refusal's text when the domain has its own (the seed's), else the standard one. */
  message?: string,
): Promise<void> {
  if (policy(actor, action)) return
  await deny(actor, meta, action, AppError.forbidden(message), entity)
}
