// The REST paths take JSON objects only. A body of another type (text/plain, a form, a file)
// is refused with 415 before any handler runs (such bodies are what a cross-site form can send),
// and a JSON array with 400: the rules below would otherwise answer with a validator's internals.
import type { RequestHandler } from 'express';

export const JSON_BODY_REQUIRED_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';
export const JSON_OBJECT_REQUIRED_MESSAGE = 'The request body must be a JSON object.';

export const requireJsonObjectBody: RequestHandler = (req, res, next) => {
  // A POST without a body (logout, a download count) sends Content-Length: 0 and no type.
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (hasBody && !req.is('application/json')) {
    res.status(415).json({ message: JSON_BODY_REQUIRED_MESSAGE });
    return;
  }
  if (Array.isArray(req.body)) {
    res.status(400).json({ message: JSON_OBJECT_REQUIRED_MESSAGE });
    return;
  }
  next();
};
