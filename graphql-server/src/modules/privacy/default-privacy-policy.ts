// The privacy policy /privacy shows until an admin edits it (issue 14). Plain article HTML.
export const DEFAULT_PRIVACY_TITLE = 'Privacy Policy';

export function defaultPrivacyHtml(siteName: string): string {
  return `<p>${siteName} ("we") respects your privacy. This policy explains what we collect through this site, why, how long we keep it and what you can ask of us.</p>
<h2>What we collect</h2>
<ul>
<li><strong>The playbook form</strong>: your name, e-mail address and company, so we can send you the chapter you asked for and follow up about it.</li>
<li><strong>The contact form</strong>: your name, e-mail address, company, monthly cloud spend range, your message and, when you choose to attach them, the results of our calculator or simulator, so we can answer your request.</li>
<li><strong>Your consent</strong>: the exact wording you agreed to, when, on which page, and a keyed one-way hash of the network address it came from (not the address itself), so we can show when and how you agreed.</li>
</ul>
<h2>How we use it</h2>
<p>Only to answer your request and to follow up about it. We do not sell your data. Our sales team may record the status of your request and notes about our conversations.</p>
<h2>Who receives it</h2>
<p>Our staff, our e-mail provider, and the business systems we connect to the site (for example our CRM), which receive the details of new requests.</p>
<h2>How long we keep it</h2>
<p>Records of the e-mails and notifications sent about your request are deleted after 90 days. Your request itself is kept while it is useful to our relationship, and deleted on request.</p>
<h2>Your rights</h2>
<p>Under the GDPR and UK GDPR you may ask for a copy of everything we hold about you, its correction, or its erasure, and you may withdraw your consent at any time. Write to us at the address in the footer; we answer within one month. You may also complain to your data protection authority.</p>
<h2>Cookies</h2>
<p>The public site sets no tracking cookies. Staff who sign in to the admin receive a session cookie.</p>`;
}
