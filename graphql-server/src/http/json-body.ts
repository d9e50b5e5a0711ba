// The REST paths take JSON objects only. A body of another type (text/plain, a form, a file)
// is refused with 415 before any handler runs (such bodies are what a cross-site form can send),
// and a JSON array with 400: the rules below would otherwise answer with a validator's internals.
// A body using a property name of Object.prototype (__proto__, constructor, toString, ...) at
// any depth is refused with 400 on every path, /graphql included: validators and the code after
// them read such names as the object's own machinery (a 500, or a polluted prototype).
import type { RequestHandler } from 'express';

export const JSON_BODY_REQUIRED_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';
export const JSON_OBJECT_REQUIRED_MESSAGE = 'The request body must be a JSON object.';
export const RESERVED_KEY_MESSAGE = (key: string) => `The request body must not contain a property named "${key}".`;

/** Names that reach or shadow Object.prototype: __proto__, constructor, toString, valueOf, ... and prototype. */
const RESERVED_KEYS = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

/** The first reserved property name anywhere in a parsed JSON value (iteratively: no stack depth limit). */
function reservedKeyIn(value: unknown): string | undefined {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (current === null || typeof current !== 'object') continue;
    for (const key of Object.keys(current)) {
      if (RESERVED_KEYS.has(key)) return key;
      pending.push((current as Record<string, unknown>)[key]);
    }
  }
  return undefined;
}

/** 400 for a JSON body that uses a reserved property name (after express.json). */
export const refuseReservedKeys: RequestHandler = (req, res, next) => {
  const key = reservedKeyIn(req.body);
  if (key !== undefined) {
    res.status(400).json({ message: RESERVED_KEY_MESSAGE(key) });
    return;
  }
  next();
};

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
  refuseReservedKeys(req, res, next);
};
