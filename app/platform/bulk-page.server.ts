import { json } from '@remix-run/node'
import { chosenIds } from './bulk.server'

/**
 * A bulk page's loader data, once its policy has allowed the page: the rows ticked in the list
 * (`?id=…`, each once; `chosen` leaves out another company's and gone ones, so the ids say
 * nothing about them) and what the page's forms offer, read together.
 */
export async function bulkPageData<Chosen, Offered>(
  request: Request,
  chosen: (ids: number[]) => Promise<Chosen>,
  offered: () => Promise<Offered>,
) {
  const ids = [...new Set(chosenIds(request))]
  const [rows, offers] = await Promise.all([chosen(ids), offered()])
  return json({ chosen: rows, offered: offers })
}
