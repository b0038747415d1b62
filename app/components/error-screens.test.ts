import { describe, expect, it } from 'vitest'
import {
  ErrorScreen,
  errorDetail,
  ForbiddenScreen,
  MANAGEMENT_TIPS,
  NotFoundScreen,
  OTHER_ERROR_MESSAGE,
  RouteErrorScreen,
  SERVER_ERROR_MESSAGE,
} from './error-screens'

/** What useRouteError() gives for a thrown Response (Remix's ErrorResponse shape). */
const thrownResponse = (status: number) => ({ status, statusText: '', internal: false, data: '' })

describe('the error screen chosen for a failure', () => {
  it('is the not-found screen for 404 and the permission screen for 403', () => {
    expect(RouteErrorScreen({ error: thrownResponse(404) }).type).toBe(NotFoundScreen)
    expect(RouteErrorScreen({ error: thrownResponse(403) }).type).toBe(ForbiddenScreen)
  })

  it('is "Something went wrong!" with the §8 server line for 5xx and hidden server errors', () => {
    for (const error of [
      thrownResponse(500),
      thrownResponse(503),
      new Error('Unexpected Server Error'),
    ]) {
      const screen = RouteErrorScreen({ error })
      expect(screen.type).toBe(ErrorScreen)
      expect(screen.props).toMatchObject({ detail: SERVER_ERROR_MESSAGE })
      expect(MANAGEMENT_TIPS).toContain(screen.props.tip)
    }
  })

  it('says "An error occurred" for any other refusal or a crash in the browser', () => {
    for (const error of [
      thrownResponse(400),
      thrownResponse(409),
      new TypeError('x is not a function'),
    ]) {
      expect(errorDetail(error)).toBe(OTHER_ERROR_MESSAGE)
    }
  })
})
