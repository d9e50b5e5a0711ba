// The e-mails a lead produces, as pure functions: subject, a plain-text part and an HTML part in
// the site's branding (SITE_NAME, the teal of web/src/app/theme.ts). Every value a visitor typed
// is escaped before it reaches the HTML; the admin shows the HTML in a sandboxed frame as well.
//
// Not a spam relay: anyone can type any address into a lead form, so the two messages to the
// visitor carry nothing the visitor typed except their name — no company, message or results
// (the sales notifications keep everything) — and the name only when it cannot pass for a link
// (greetingName): a name holding a URL, a domain or an address is replaced by a plain 'Hello'.
import { cloudSpendingLabel } from '../../../../../schema/validation/leads';
import { PLAYBOOK_CHAPTER, PLAYBOOK_CHAPTER_URL_PATH } from './playbook-chapter';
import { escapeHtml } from '../../../../../schema/format/html';
import { summarizeToolResults } from '../../../../../schema/format/tool-results';

export interface Branding {
  siteName: string;
  /** Absolute address of the site, without a trailing slash. */
  siteUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface PlaybookLeadFields {
  name: string;
  email: string;
  company: string;
  createdAt: Date;
}

export interface ContactRequestFields {
  name: string;
  email: string;
  company: string;
  cloudSpending: string;
  message: string | null;
  privacyConsent: boolean;
  toolResults: Record<string, unknown> | null;
  createdAt: Date;
}

const BRAND = { primary: '#0f766e', dark: '#134e4a', text: '#0f172a', muted: '#64748b', background: '#f1f5f9', border: '#e2e8f0' };

export { escapeHtml };

/** A header value on one line (subjects carry visitor names). */
function oneLine(value: string): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Why a sales notification says the visitor got no e-mail (CONFIRMATIONS_PER_ADDRESS_PER_DAY). */
const CAPPED = 'their address already received the most e-mails from this site allowed in a day.';

/** Longest name a visitor e-mail repeats (the form allows longer ones; sales still gets them whole). */
const GREETING_NAME_MAX = 60;
/** Most words a name the e-mails repeat may have: 'Maria de la Cruz' yes, a sentence no. */
const GREETING_NAME_WORDS = 4;
/**
 * Words of letters (any script, with their combining marks), joined by hyphens or apostrophes:
 * 'Zoë', "O'Brien", 'Jean-Luc', '李小龙'. Nothing else: no digits, no punctuation, no symbols.
 */
const NAME_WORD = /^\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*$/u;

/**
 * The visitor's name as the visitor e-mails may repeat it, or null to greet without it (decision
 * 0056). Only what looks like a name is repeated: at most 4 words of letters (hyphens and
 * apostrophes inside), 60 characters. A 'name' such as 'Your invoice is overdue call 555 0100' or
 * 'Win a prize at evil.example' would otherwise make our own e-mail carry someone else's message
 * (or a link, as mail programs turn domains into links).
 */
export function greetingName(name: string): string | null {
  const text = oneLine(name).normalize('NFC');
  if (!text || text.length > GREETING_NAME_MAX) return null;
  const words = text.split(' ');
  if (words.length > GREETING_NAME_WORDS || !words.every((word) => NAME_WORD.test(word))) return null;
  return text;
}

function greeting(name: string): string {
  const shown = greetingName(name);
  return shown ? `Hi ${shown},` : 'Hello,';
}

/** 'Monday, March 3, 2025 at 09:30 UTC': mail is read anywhere, so the zone is stated. */
export function formatUtc(date: Date): string {
  const text = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(date);
  return `${text} UTC`;
}

// ---- HTML building blocks ------------------------------------------------------------------

interface Layout {
  branding: Branding;
  /** Hidden preview line mail programs show next to the subject. */
  preheader: string;
  heading: string;
  body: string;
  /** Why the reader got this message. */
  footer: string;
}

function layout({ branding, preheader, heading, body, footer }: Layout): string {
  const site = escapeHtml(branding.siteName);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)}</title>
</head>
<body style="margin:0;padding:0;background:${BRAND.background};font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:${BRAND.text};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${BRAND.background};padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border:1px solid ${BRAND.border};border-radius:8px;overflow:hidden;">
<tr><td style="background:${BRAND.primary};padding:20px 32px;">
<a href="${escapeHtml(branding.siteUrl)}" style="color:#ffffff;font-size:20px;font-weight:700;text-decoration:none;">${site}</a>
</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${BRAND.dark};">${escapeHtml(heading)}</h1>
${body}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid ${BRAND.border};font-size:12px;line-height:1.5;color:${BRAND.muted};">
${footer}<br>${site} &middot; <a href="${escapeHtml(branding.siteUrl)}" style="color:${BRAND.muted};">${escapeHtml(hostOf(branding.siteUrl))}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

const paragraph = (html: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;">${html}</p>`;

function button(href: string, label: string): string {
  return `<p style="margin:24px 0;"><a href="${escapeHtml(href)}" style="display:inline-block;background:${BRAND.primary};color:#ffffff;font-weight:600;font-size:15px;padding:12px 22px;border-radius:6px;text-decoration:none;">${escapeHtml(label)}</a></p>`;
}

function bulletList(items: readonly string[]): string {
  return `<ul style="margin:0 0 16px;padding-left:20px;font-size:15px;line-height:1.6;">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

/** A two-column table of facts; values are text (escaped, line breaks kept). */
function factsTable(rows: Array<[string, string]>): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:8px 12px;border-bottom:1px solid ${BRAND.border};font-size:13px;color:${BRAND.muted};font-weight:600;width:38%;">${escapeHtml(label)}</th>` +
        `<td valign="top" style="padding:8px 12px;border-bottom:1px solid ${BRAND.border};font-size:14px;white-space:pre-wrap;">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid ${BRAND.border};border-radius:6px;border-collapse:separate;margin:0 0 20px;">${cells}</table>`;
}

const subheading = (text: string) => `<h2 style="margin:24px 0 10px;font-size:16px;color:${BRAND.dark};">${escapeHtml(text)}</h2>`;

function textFacts(rows: Array<[string, string]>): string {
  return rows.map(([label, value]) => `${label}: ${value.includes('\n') ? `\n  ${value.replace(/\n/g, '\n  ')}` : value}`).join('\n');
}

function textFooter(branding: Branding, why: string): string {
  return `--\n${why}\n${branding.siteName} · ${branding.siteUrl}`;
}

function toolResultsParts(toolResults: Record<string, unknown> | null): { html: string; text: string } {
  const view = summarizeToolResults(toolResults);
  if (!view) return { html: '', text: '' };
  const title = `Attached results${view.tool ? `: ${view.tool}` : ''}`;
  let html = subheading(title);
  let text = `\n${title}\n${'-'.repeat(title.length)}\n`;
  if (view.summary) {
    html += paragraph(`<strong>${escapeHtml(view.summary)}</strong>`);
    text += `${view.summary}\n`;
  }
  for (const section of view.sections) {
    const rows = section.lines.map((line): [string, string] => [line.label, line.value]);
    html += `<p style="margin:0 0 6px;font-size:13px;font-weight:600;color:${BRAND.muted};text-transform:uppercase;letter-spacing:0.04em;">${escapeHtml(section.title)}</p>${factsTable(rows)}`;
    text += `\n${section.title}:\n${rows.map(([label, value]) => `  ${label}: ${value}`).join('\n')}\n`;
  }
  return { html, text };
}

// ---- the four messages ---------------------------------------------------------------------

/** To the visitor: the free chapter (attached, and linked). */
export function playbookChapterMail(lead: PlaybookLeadFields, branding: Branding): RenderedMail {
  const link = `${branding.siteUrl}${PLAYBOOK_CHAPTER_URL_PATH}`;
  const consult = `${branding.siteUrl}/#contact`;
  const subject = oneLine(`Your free FinOps Playbook chapter: ${PLAYBOOK_CHAPTER.title.replace(/^Chapter \d+: /, '')}`);
  const why = `You receive this e-mail because ${lead.email} asked for the free playbook chapter on ${branding.siteName}.`;
  const html = layout({
    branding,
    preheader: `${PLAYBOOK_CHAPTER.title} is attached as a PDF.`,
    heading: 'Your free FinOps Playbook chapter',
    body:
      paragraph(escapeHtml(greeting(lead.name))) +
      paragraph(
        `Thank you for your interest in <em>The Ultimate FinOps Playbook</em>. <strong>${escapeHtml(PLAYBOOK_CHAPTER.title)}</strong> is attached to this e-mail as a PDF. It is the foundation every other FinOps practice builds on. Inside you will find:`,
      ) +
      bulletList(PLAYBOOK_CHAPTER.topics) +
      button(link, 'Download the chapter (PDF)') +
      paragraph(
        `Want to know what allocation could save your organisation? Our team offers a free consultation: <a href="${escapeHtml(consult)}" style="color:${BRAND.primary};">book yours here</a>.`,
      ) +
      paragraph(`Happy reading,<br>The ${escapeHtml(branding.siteName)} team`),
    footer: escapeHtml(why),
  });
  const text = [
    greeting(lead.name),
    '',
    `Thank you for your interest in The Ultimate FinOps Playbook. ${PLAYBOOK_CHAPTER.title} is attached to this e-mail as a PDF. It is the foundation every other FinOps practice builds on. Inside you will find:`,
    '',
    ...PLAYBOOK_CHAPTER.topics.map((topic) => `  * ${topic}`),
    '',
    `Download the chapter (PDF): ${link}`,
    '',
    `Want to know what allocation could save your organisation? Book a free consultation: ${consult}`,
    '',
    'Happy reading,',
    `The ${branding.siteName} team`,
    '',
    textFooter(branding, why),
    '',
  ].join('\n');
  return { subject, text, html };
}

/** To the sales inbox: who asked for the chapter. */
export function playbookSalesMail(lead: PlaybookLeadFields, branding: Branding, visitorSkipped = false): RenderedMail {
  const sent = visitorSkipped ? `The chapter was not sent to them: ${CAPPED}` : 'The chapter has been sent to them.';
  const facts: Array<[string, string]> = [
    ['Name', lead.name],
    ['Email', lead.email],
    ['Company', lead.company],
    ['Submitted', formatUtc(lead.createdAt)],
  ];
  const admin = `${branding.siteUrl}/admin?tab=playbook-leads`;
  const subject = oneLine(`New playbook lead: ${lead.name} (${lead.company})`);
  const why = `Sent to the sales inbox of ${branding.siteName} for every new playbook lead. Reply to answer the lead directly.`;
  const html = layout({
    branding,
    preheader: `${lead.name} from ${lead.company} downloaded the free chapter.`,
    heading: 'New playbook lead',
    body:
      paragraph(
        `<strong>${escapeHtml(lead.name)}</strong> from <strong>${escapeHtml(lead.company)}</strong> asked for the free playbook chapter. ${escapeHtml(sent)}`,
      ) +
      factsTable(facts) +
      button(admin, 'Open the playbook leads'),
    footer: escapeHtml(why),
  });
  const text = [
    `${lead.name} from ${lead.company} asked for the free playbook chapter. ${sent}`,
    '',
    textFacts(facts),
    '',
    `Playbook leads: ${admin}`,
    '',
    textFooter(branding, why),
    '',
  ].join('\n');
  return { subject, text, html };
}

/** To the visitor: we have the request (and nothing of what it said: see the note at the top). */
export function contactConfirmationMail(request: ContactRequestFields, branding: Branding): RenderedMail {
  const subject = oneLine(`We received your consultation request - ${branding.siteName}`);
  const why = `You receive this e-mail because ${request.email} requested a consultation on ${branding.siteName}.`;
  const resources = `${branding.siteUrl}/resources`;
  const html = layout({
    branding,
    preheader: "Thank you for reaching out. We'll contact you shortly.",
    heading: 'Thank you for your request',
    body:
      paragraph(escapeHtml(greeting(request.name))) +
      paragraph(
        "Thank you for requesting a free FinOps consultation. We'll contact you shortly, usually within one business day, to find a time that suits you.",
      ) +
      paragraph("If you did not make this request, you can ignore this e-mail: we won't contact you about it.") +
      paragraph(
        `In the meantime, our <a href="${escapeHtml(resources)}" style="color:${BRAND.primary};">resources library</a> has guides and templates you can use today.`,
      ) +
      paragraph(`Kind regards,<br>The ${escapeHtml(branding.siteName)} team`),
    footer: escapeHtml(why),
  });
  const text = [
    greeting(request.name),
    '',
    "Thank you for requesting a free FinOps consultation. We'll contact you shortly, usually within one business day, to find a time that suits you.",
    '',
    "If you did not make this request, you can ignore this e-mail: we won't contact you about it.",
    '',
    `In the meantime, our resources library has guides and templates you can use today: ${resources}`,
    '',
    'Kind regards,',
    `The ${branding.siteName} team`,
    '',
    textFooter(branding, why),
    '',
  ].join('\n');
  return { subject, text, html };
}

/** To the sales inbox: every field of the request and any attached tool results. */
export function contactSalesMail(request: ContactRequestFields, branding: Branding, visitorSkipped = false): RenderedMail {
  const sent = visitorSkipped ? `No confirmation was sent to them: ${CAPPED}` : 'A confirmation has been sent to them.';
  const facts: Array<[string, string]> = [
    ['Name', request.name],
    ['Email', request.email],
    ['Company', request.company],
    ['Monthly cloud spend', cloudSpendingLabel(request.cloudSpending)],
    ['Message', request.message ?? '-'],
    ['Privacy policy accepted', request.privacyConsent ? 'Yes' : 'No'],
    ['Submitted', formatUtc(request.createdAt)],
  ];
  const tools = toolResultsParts(request.toolResults);
  const admin = `${branding.siteUrl}/admin?tab=contact-requests`;
  const subject = oneLine(`New consultation request: ${request.name} (${request.company}, ${cloudSpendingLabel(request.cloudSpending)})`);
  const why = `Sent to the sales inbox of ${branding.siteName} for every new consultation request. Reply to answer the visitor directly.`;
  const html = layout({
    branding,
    preheader: `${request.name} from ${request.company} asked for a consultation.`,
    heading: 'New consultation request',
    body:
      paragraph(
        `<strong>${escapeHtml(request.name)}</strong> from <strong>${escapeHtml(request.company)}</strong> asked for a free consultation. ${escapeHtml(sent)}`,
      ) +
      factsTable(facts) +
      tools.html +
      button(admin, 'Open the contact requests'),
    footer: escapeHtml(why),
  });
  const text = [
    `${request.name} from ${request.company} asked for a free consultation. ${sent}`,
    '',
    textFacts(facts),
    tools.text,
    `Contact requests: ${admin}`,
    '',
    textFooter(branding, why),
    '',
  ].join('\n');
  return { subject, text, html };
}
