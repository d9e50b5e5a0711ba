// REST error answers: JSON { message } with a fitting status, never a stack trace. Route handlers
// are plain async functions: Express 5 passes a rejected promise to this handler by itself.
import type { ErrorRequestHandler } from 'express';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../graphql/format-error';
import { TooManyRequestsError } from '../security/rate-limits';
import {
  DomainError,
  FileTooLargeError,
  INVALID_TEXT_MESSAGE,
  InputValidationError,
  isDatabaseUnavailable,
  isInvalidTextInput,
  type DomainErrorCode,
} from '../shared/errors';
import { log } from '../logger';

const STATUS: Record<DomainErrorCode, number> = {
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

export const errorHandler: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof InputValidationError) {
    res.status(error instanceof FileTooLargeError ? 413 : 400).json({ message: error.message, errors: error.errors });
  } else if (error instanceof DomainError) {
    if (error instanceof TooManyRequestsError) res.set('Retry-After', String(error.retryAfterSeconds));
    res.status(STATUS[error.code]).json({ message: error.message, ...error.details });
  } else if (isInvalidTextInput(error)) {
    res.status(400).json({ message: INVALID_TEXT_MESSAGE });
  } else if (isDatabaseUnavailable(error)) {
    res.status(503).json({ message: DATABASE_UNAVAILABLE_MESSAGE });
  } else if (error?.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'The request body is not valid JSON.' });
  } else if (error?.type === 'entity.too.large') {
    res.status(413).json({ message: 'The request body is too large.' });
  } else if (typeof error?.status === 'number' && error.status >= 400 && error.status < 500) {
    res.status(error.status).json({ message: error.expose && error.message ? error.message : 'Bad request.' });
  } else {
    log().error({ err: error }, 'Unexpected error');
    res.status(500).json({ message: 'Internal server error' });
  }
};
