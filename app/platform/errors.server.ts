/** The error codes every service speaks, and the HTTP status each becomes (ARCHITECTURE §3). */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  PLAN_LIMIT: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

/** Field name → messages, the shape both forms (conform) and the REST API return. */
export type FieldErrors = Record<string, string[]>

export class AppError extends Error {
  readonly code: ErrorCode
  readonly fieldErrors?: FieldErrors

  constructor(code: ErrorCode, message: string, fieldErrors?: FieldErrors) {
    super(message)
    this.name = 'AppError'
    this.code = code
    this.fieldErrors = fieldErrors
  }

  get status(): number {
    return ERROR_STATUS[this.code]
  }

  static notFound(what = 'Not found.'): AppError {
    return new AppError('NOT_FOUND', what)
  }

  static forbidden(message = 'You do not have permission to perform this action.'): AppError {
    return new AppError('FORBIDDEN', message)
  }

  static invalidField(field: string, message: string): AppError {
    return new AppError('VALIDATION', message, { [field]: [message] })
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError
}
