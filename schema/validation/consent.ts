/**
 * The consent wording each lead form shows (issue 14). This text is the current version: the
 * server stores it in consent_texts at start-up and, when it changes here, records a new version
 * automatically (graphql-server/src/modules/leads/consent.service.ts). Each lead references the
 * version its visitor saw. The contact form's checkbox keeps the wording it had.
 */
import * as yup from 'yup';

export const CONSENT_TEXTS = {
  contact: 'I agree to the privacy policy and to being contacted about this request.',
  playbook: 'By requesting the chapter you agree to the privacy policy and to being e-mailed about it.',
} as const;
export type ConsentForm = keyof typeof CONSENT_TEXTS;

/** Where the privacy policy is. */
export const PRIVACY_PATH = '/privacy';

export const CONSENT_PAGE_MAX_LENGTH = 300;

/** The page the consent was given on: a site path ('/contact', '/calculator'), optional. */
export const consentPageField = yup
  .string()
  .trim()
  .max(CONSENT_PAGE_MAX_LENGTH, `The page must be ${CONSENT_PAGE_MAX_LENGTH} characters or less.`)
  .matches(/^\/[^\s]*$/, { message: 'The page must be a path on this site, such as /contact.', excludeEmptyString: true })
  .nullable()
  .optional();
