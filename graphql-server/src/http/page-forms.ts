// The public forms without JavaScript (docs/decisions/0013): the playbook and contact forms and
// both calculators are real <form method="post"> elements whose action is their own page. This
// router answers those POSTs with the same rules, services and guards as /graphql and /api:
// the shared yup schemas (schema/validation), LeadsService (which also counts the per-address rate
// limit and drops honeypot-filled posts). A stored lead is answered with a redirect (Post/Redirect/Get) to the page,
// which then shows the form's success message; anything else re-renders the page with the
// visitor's values, the error summary and each field's message, or the failure notice.
import { visitorSignal } from '../modules/analytics/visitor';
import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { calculatorSchema } from '../../../schema/validation/calculator';
import {
  FORM_ID_FIELD,
  formValues,
  isPageFormId,
  PAGE_FORM_BODY_LIMIT,
  PAGE_FORMS_BY_PATH,
  schemaInput,
  SENT_PARAM,
  type PageFormId,
  type PageFormState,
} from '../../../schema/validation/page-forms';
import { validateInput } from '../../../schema/validation/validate';
import { clientIp } from '../auth/context';
import { log } from '../logger';
import { originOf } from '../security/origin-check';
import { TooManyRequestsError } from '../security/rate-limits';
import type { Services } from '../services';
import { InputValidationError, isDatabaseUnavailable, isInvalidTextInput } from '../shared/errors';
import { escapeHtml, jsonForScript } from '../../../schema/format/html';

/** Renders the page of the request's path with a posted form's state (http/ssr.ts), or null when no renderer is built. */
type FormPageRenderer = (req: Request, res: Response, state: PageFormState) => Promise<{ status: number; html: string } | null>;

export interface PageFormOptions {
  services: Services;
  /** SITE_URL: its origin may post the forms, besides the address the request was sent to. */
  siteUrl?: string;
  render?: FormPageRenderer;
}

/** The id of the JSON block carrying a posted form's state to the browser (web/src/main.tsx). */
const FORM_STATE_ELEMENT_ID = '__FORM_STATE__';
const ERROR_TITLE_PREFIX = 'Error: ';
const CROSS_SITE_FORM_MESSAGE = 'This form must be sent from the site itself.';

/** '/Playbook/' → '/playbook': Express matches paths case-insensitively and with an optional trailing slash. */
function pagePath(req: Request): string {
  const lower = req.path.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

/**
 * A form post from another site is refused (CSRF, OWASP 'Fetch Metadata' and 'Verifying origin
 * with standard headers'). Browsers say where a post comes from in Sec-Fetch-Site: only
 * 'same-origin' (and 'none', typed by the user) pass. Older browsers without it name the page in
 * Origin (or Referer), which must be this site. The site's Referrer-Policy (no-referrer) makes a
 * browser send `Origin: null` on its own form posts, so an opaque origin without fetch metadata
 * passes: the forms only submit anonymous leads, which anyone can send directly anyway.
 */
function fromOwnSite(req: Request, siteUrl?: string): boolean {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const claimed = originOf(req.get('origin')) ?? originOf(req.get('referer'));
  if (claimed === null || claimed === 'null') return true;
  return claimed === `${req.protocol}://${req.get('host') ?? ''}` || claimed === originOf(siteUrl);
}

/** A page of its own for what cannot be shown in the form's page (no renderer, a bad request). */
function plainPage(title: string, lines: string[], back?: string): string {
  const items = lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  const link = back ? `<p><a href="${escapeHtml(back)}">Back to the form</a></p>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><ul>${items}</ul>${link}</main></body></html>`;
}

/** The rendered page with the form's state for the browser, and 'Error: ' before the title while it shows errors. */
function withFormState(html: string, state: PageFormState): string {
  let page = html.replace(
    '</body>',
    `<script type="application/json" id="${FORM_STATE_ELEMENT_ID}">${jsonForScript(state)}</script></body>`,
  );
  if (state.errors.length > 0 || state.failed) {
    page = page.replace(/<title>(?!Error: )/, `<title>${ERROR_TITLE_PREFIX}`);
  }
  return page;
}

async function leadOutcome(services: Services, req: Request, form: 'playbook' | 'contact', values: Record<string, string | boolean>) {
  // The consent was given on the page the form posts to (issue 14's consent record).
  const input = { ...schemaInput(form, values), consentPage: req.path };
  try {
    if (form === 'playbook') await services.leads.submitPlaybookLead(input, clientIp(req), visitorSignal(req));
    else await services.leads.submitContactRequest(input, clientIp(req), visitorSignal(req));
    return { stored: true as const };
  } catch (error) {
    if (error instanceof InputValidationError) return { status: 400, errors: error.errors };
    if (error instanceof TooManyRequestsError) return { status: 429, failed: true, retryAfter: error.retryAfterSeconds };
    if (isInvalidTextInput(error)) return { status: 400, failed: true };
    if (isDatabaseUnavailable(error)) return { status: 503, failed: true };
    throw error;
  }
}

async function calculatorErrors(form: PageFormId, values: Record<string, string | boolean>) {
  try {
    await validateInput(calculatorSchema, schemaInput(form, values));
    return [];
  } catch (error) {
    if (error instanceof InputValidationError) return error.errors;
    throw error;
  }
}

export function pageFormRoutes({ services, siteUrl, render }: PageFormOptions): Router {
  const router = Router();
  const urlencoded = express.urlencoded({ extended: false, limit: PAGE_FORM_BODY_LIMIT, parameterLimit: 30 });

  const guard: RequestHandler = (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    if (!fromOwnSite(req, siteUrl)) {
      res
        .status(403)
        .type('html')
        .send(plainPage('Forbidden', [CROSS_SITE_FORM_MESSAGE]));
      return;
    }
    if (!req.is('application/x-www-form-urlencoded')) {
      res
        .status(415)
        .type('html')
        .send(plainPage('Unsupported form', ['Send the form from its page.']));
      return;
    }
    next();
  };
  const answer: RequestHandler = async (req, res, next) => {
    try {
      const path = pagePath(req);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const form = body[FORM_ID_FIELD];
      if (!isPageFormId(form) || !PAGE_FORMS_BY_PATH[path]?.includes(form)) {
        res
          .status(400)
          .type('html')
          .send(plainPage('Bad request', ['This page has no such form.'], path));
        return;
      }
      const values = formValues(form, body);
      let state: PageFormState;
      let status = 200;
      if (form === 'playbook' || form === 'contact') {
        const outcome = await leadOutcome(services, req, form, values);
        if ('stored' in outcome) {
          // Post/Redirect/Get: a reload does not send the form again.
          // No fragment: browsers skip autofocus when the address names a target, and the
          // success message's autofocus is what scrolls to it and moves the focus there.
          res.redirect(303, `${path}?${SENT_PARAM}=${form}`);
          return;
        }
        if (outcome.retryAfter) res.set('Retry-After', String(outcome.retryAfter));
        status = outcome.status;
        // The honeypot is never echoed back.
        state = { form, values: { ...values, website: '' }, errors: outcome.errors ?? [], failed: outcome.failed };
      } else {
        const errors = await calculatorErrors(form, values);
        status = errors.length > 0 ? 400 : 200;
        state = { form, values: { ...values, website: '' }, errors };
      }
      await sendPage(req, res, status, state, path);
    } catch (error) {
      next(error);
    }
  };
  router.post(Object.keys(PAGE_FORMS_BY_PATH), guard, urlencoded, answer, formErrorHandler);

  async function sendPage(req: Request, res: Response, status: number, state: PageFormState, path: string): Promise<void> {
    let page: { status: number; html: string } | null = null;
    try {
      page = render ? await render(req, res, state) : null;
    } catch (error) {
      log().error({ err: error, path }, 'Server rendering of a posted form failed; answering a plain page');
    }
    res.status(status).type('html');
    if (page) {
      res.send(withFormState(page.html, state));
      return;
    }
    const lines = state.failed ? ['There was a problem submitting your request. Please try again.'] : state.errors.map((e) => e.message);
    res.send(plainPage(state.errors.length > 0 || state.failed ? 'Error: There is a problem' : 'Your result', lines, path));
  }

  return router;
}

/** Oversized or malformed bodies: a page, not the API's JSON. */
const formErrorHandler: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error?.type === 'entity.too.large' || error?.type === 'parameters.too.many') {
    res
      .status(413)
      .type('html')
      .send(plainPage('Form too large', ['The form is too large to send.']));
  } else if (typeof error?.status === 'number' && error.status >= 400 && error.status < 500) {
    res
      .status(error.status)
      .type('html')
      .send(plainPage('Bad request', ['The form could not be read.']));
  } else if (isDatabaseUnavailable(error)) {
    res
      .status(503)
      .type('html')
      .send(plainPage('Error', ['The service is temporarily unavailable. Please try again shortly.']));
  } else {
    log().error({ err: error }, 'Unexpected error in a form post');
    res
      .status(500)
      .type('html')
      .send(plainPage('Error', ['There was a problem submitting your request. Please try again.']));
  }
};
