import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { api } from '~/api.server'

export const loader = ({ request }: LoaderFunctionArgs) => api.fetch(request)
export const action = ({ request }: ActionFunctionArgs) => api.fetch(request)
