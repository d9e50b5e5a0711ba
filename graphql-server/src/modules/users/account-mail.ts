// The e-mails of team accounts (issue 13): an invitation, a password-reset link, and the notice to
// the old address of an e-mail change with its undo link (decision 0056).
import { escapeHtml } from '../../../../schema/format/html';
import { ROLE_LABELS, type Role } from '../../../../schema/validation/accounts';
import type { Branding, RenderedMail } from '../delivery/mail/lead-mail';

function page(branding: Branding, heading: string, paragraphs: string[], link: { href: string; label: string }): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;">
<h1 style="font-size:20px;">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:4px;">${escapeHtml(link.label)}</a></p>
<p style="font-size:12px;color:#6b7280;">${escapeHtml(link.href)}</p>
<p style="font-size:12px;color:#6b7280;">${escapeHtml(branding.siteName)}</p>
</body></html>`;
}

export function invitationMail(input: { name: string; role: Role; link: string; invitedBy: string }, branding: Branding): RenderedMail {
  const heading = `You are invited to ${branding.siteName}`;
  const lines = [
    `Hello ${input.name},`,
    `${input.invitedBy} invited you to join the ${branding.siteName} team as ${ROLE_LABELS[input.role]}.`,
    'Open the link below to choose your username and password. It can be used once and expires in 7 days.',
  ];
  return {
    subject: heading,
    text: `${lines.join('\n\n')}\n\n${input.link}\n`,
    html: page(branding, heading, lines, { href: input.link, label: 'Accept the invitation' }),
  };
}

export function passwordResetMail(input: { username: string; link: string }, branding: Branding): RenderedMail {
  const heading = `Reset your ${branding.siteName} password`;
  const lines = [
    `Hello ${input.username},`,
    'Someone (hopefully you) asked to reset the password of your account. Open the link below to choose a new one. It can be used once and expires in 1 hour.',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ];
  return {
    subject: heading,
    text: `${lines.join('\n\n')}\n\n${input.link}\n`,
    html: page(branding, heading, lines, { href: input.link, label: 'Choose a new password' }),
  };
}

export function emailChangedMail(input: { username: string; newEmail: string; link: string }, branding: Branding): RenderedMail {
  const heading = `The e-mail address of your ${branding.siteName} account changed`;
  const lines = [
    `Hello ${input.username},`,
    `The e-mail address of your account was changed to ${input.newEmail}. This address no longer receives its password-reset links.`,
    'If you did not do this, open the link below: it puts this address back and signs out every session of the account. It can be used once and expires in 72 hours. Then sign in and change your password.',
  ];
  return {
    subject: heading,
    text: `${lines.join('\n\n')}\n\n${input.link}\n`,
    html: page(branding, heading, lines, { href: input.link, label: 'Undo this change' }),
  };
}
