/**
 * The footer's details as content (issue 31, decision 0071): the company blurb, the contact
 * details (e-mail, phone, address) and the social links. Its link columns (Services, Resources)
 * and legal links are the footer menu's entries, each with its `column`. Checked by the admin's
 * navigation screen and by the server with the same rules and messages.
 */
import { z } from 'zod';
import { fieldErrorsFromZod, hasNoNul, type BlockFieldError } from './page-blocks';

/** The social networks the footer has an icon for, in the order an editor picks them. */
export const SOCIAL_NETWORKS = ['linkedin', 'twitter', 'github', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
/** Each network's name: the link's accessible name (SPEC §2). */
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  github: 'GitHub',
  youtube: 'YouTube',
};

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be ${max} characters or less.`)
    .refine(hasNoNul, `${label} must not contain NUL (\\u0000) characters.`);

/** An https address without characters that could leave an attribute. */
export function isHttpsAddress(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:' && !/[\s"'<>`\\]/.test(value);
  } catch {
    return false;
  }
}

const social = z.strictObject({
  network: z.enum(SOCIAL_NETWORKS, { error: `Network must be one of ${SOCIAL_NETWORKS.join(', ')}.` }),
  // Empty: a placeholder (SPEC §2: no profile exists yet), shown as an icon without an address.
  url: z
    .string({ error: 'Address is required (empty for a placeholder).' })
    .max(2048, 'Address must be 2048 characters or less.')
    .refine((value) => value === '' || isHttpsAddress(value), 'Address must be an https:// address (or empty for a placeholder).'),
});

const footerDetailsSchema = z.strictObject({
  blurb: text('Company blurb', 400),
  email: z
    .string({ error: 'E-mail is required.' })
    .trim()
    .max(254, 'E-mail must be 254 characters or less.')
    .regex(/^[^\s@"'<>()[\]\\,;:]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, 'E-mail must be an e-mail address, e.g. hello@example.com.'),
  phone: text('Phone', 40).refine(
    (value) => /^\+?[0-9][0-9 ()./-]{2,38}$/.test(value),
    'Phone may hold digits, spaces, ( ) . / - and a leading +, e.g. +1 (555) 010-0100.',
  ),
  address: text('Address', 200),
  social: z
    .array(social, { error: 'Social links must be a list.' })
    .max(SOCIAL_NETWORKS.length, `At most ${SOCIAL_NETWORKS.length} social links.`)
    .refine((links) => new Set(links.map((link) => link.network)).size === links.length, 'Each network may appear once.'),
});

export type FooterDetails = z.output<typeof footerDetailsSchema>;

export const footerInputSchema = z.strictObject({
  details: footerDetailsSchema,
  expectedVersion: z
    .number({ error: 'Version must be a whole number' })
    .int('Version must be a whole number')
    .min(1, 'Version must be a whole number')
    .nullish(),
});

export function checkFooterInput(
  input: unknown,
): { ok: true; value: z.output<typeof footerInputSchema> } | { ok: false; errors: BlockFieldError[] } {
  const parsed = footerInputSchema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: fieldErrorsFromZod(parsed.error) };
}

/** The `tel:` address of a phone number as written (`+1 (555) 010-0100` → `tel:+15550100100`). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^0-9]/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** A footer link column: its heading (none for the legal links) and its entries, in menu order. */
export const FOOTER_COLUMNS = ['services', 'resources', 'legal'] as const;
export type FooterColumn = (typeof FOOTER_COLUMNS)[number];
/** The headings of the columns (SPEC §2); the legal links sit in the footer's bottom line. */
export const FOOTER_COLUMN_TITLES: Record<FooterColumn, string> = { services: 'Services', resources: 'Resources', legal: 'Legal' };

/** The footer menu's entries by column, each in menu order; an entry without a column is a resource. */
export function footerColumns<T extends { column?: string | null }>(entries: readonly T[]): Record<FooterColumn, T[]> {
  const columns: Record<FooterColumn, T[]> = { services: [], resources: [], legal: [] };
  for (const entry of entries) {
    const column = (FOOTER_COLUMNS as readonly string[]).includes(entry.column ?? '') ? (entry.column as FooterColumn) : 'resources';
    columns[column].push(entry);
  }
  return columns;
}
