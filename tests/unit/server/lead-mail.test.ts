import {
  contactConfirmationMail,
  contactSalesMail,
  escapeHtml,
  formatUtc,
  greetingName,
  playbookChapterMail,
  playbookSalesMail,
} from '../../../graphql-server/src/modules/delivery/mail/lead-mail';
import { PLAYBOOK_CHAPTER } from '../../../graphql-server/src/modules/delivery/mail/playbook-chapter';

const branding = { siteName: 'Acme <FinOps> & Co', siteUrl: 'https://acme.example' };
const createdAt = new Date('2025-03-03T09:30:00Z');
const lead = { name: 'Ann "<b>" O\'Neil', email: 'ann@example.com', company: 'Evil <script>alert(1)</script> Corp', createdAt };
const request = {
  name: 'Bob\r\nBcc: victim@example.com',
  email: 'bob@example.com',
  company: 'Bob & Sons',
  cloudSpending: '1m+',
  message: 'Line one\nLine <two>',
  privacyConsent: true,
  toolResults: { tool: 'maturity-assessment', summary: 'Maturity: Walk, 27/40', results: { score: 27 } },
  createdAt,
};

describe('lead e-mails', () => {
  it('escape everything a visitor typed in the HTML part', () => {
    for (const mail of [playbookChapterMail(lead, branding), playbookSalesMail(lead, branding)]) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).toContain('Acme &lt;FinOps&gt; &amp; Co');
    }
    expect(playbookSalesMail(lead, branding).html).toContain('Evil &lt;script&gt;alert(1)&lt;/script&gt; Corp');
    // A 'name' with markup is no name: the greeting goes without it (decision 0056).
    expect(playbookChapterMail(lead, branding).html).not.toContain('&lt;b&gt;');
    expect(playbookChapterMail(lead, branding).text.startsWith('Hello,\n')).toBe(true);
    expect(contactSalesMail(request, branding).html).toContain('Line one\nLine &lt;two&gt;');
    expect(escapeHtml(`<a href="x">'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&lt;/a&gt;');
  });

  it('keep subjects on one line, whatever the name holds', () => {
    for (const mail of [
      contactConfirmationMail(request, branding),
      contactSalesMail(request, branding),
      playbookSalesMail(lead, branding),
    ]) {
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
    expect(contactSalesMail(request, branding).subject).toBe('New consultation request: Bob Bcc: victim@example.com (Bob & Sons, $1M+)');
  });

  it('give the visitor the chapter: its title, topics and the download link, in both parts', () => {
    const mail = playbookChapterMail(lead, branding);
    const link = `https://acme.example/downloads/${PLAYBOOK_CHAPTER.file}`;
    expect(mail.subject).toBe('Your free FinOps Playbook chapter: Cost Visibility and Allocation');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(PLAYBOOK_CHAPTER.title);
      expect(part).toContain(link);
      for (const topic of PLAYBOOK_CHAPTER.topics) expect(part).toContain(topic);
      expect(part).toContain('https://acme.example/#contact');
    }
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
  });

  it("promise the visitor of a contact request that we'll contact them shortly", () => {
    const mail = contactConfirmationMail({ ...request, name: 'Bob Builder' }, branding);
    expect(mail.subject).toBe('We received your consultation request - Acme <FinOps> & Co');
    expect(mail.text).toContain("We'll contact you shortly");
    expect(mail.text).toContain('Hi Bob Builder,');
  });

  it('carry nothing the visitor typed to the visitor but the name (not a spam relay)', () => {
    const spam = 'Cheap pills at http://spam.example/buy now!!! <a href="http://spam.example">click</a>';
    const playbook = playbookChapterMail({ ...lead, name: 'Ann Smith', company: spam }, branding);
    const contact = contactConfirmationMail(
      { ...request, name: 'Ann Smith', company: spam, message: spam, toolResults: { tool: 'simulator', summary: spam } },
      branding,
    );
    for (const mail of [playbook, contact]) {
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toContain('spam.example');
        expect(part).not.toContain('Cheap pills');
      }
      expect(mail.text).toContain('Hi Ann Smith,');
    }
    // The sales inbox still gets every field, and learns when the visitor got nothing (the daily cap).
    expect(contactSalesMail(request, branding).text).toContain('A confirmation has been sent to them.');
    expect(contactSalesMail(request, branding, true).text).toContain('No confirmation was sent to them: their address already received');
    expect(playbookSalesMail(lead, branding, true).html).toContain('The chapter was not sent to them: their address already received');
    expect(contactSalesMail({ ...request, message: spam }, branding).text).toContain('Cheap pills at http://spam.example/buy');
  });

  it.each([
    'Visit http://spam.example',
    'win at www.spam-prizes',
    'spam.example',
    'Claim now: evil.co',
    'mail me@spam.example',
    'x/y',
    'a'.repeat(61),
    // Issue 33: only what looks like a name (letters, spaces, hyphens, apostrophes; 4 words, 60 characters).
    'Your invoice is overdue call 555 0100',
    'Agent 007',
    'J. R. R. Tolkien',
    'Ann "<b>" O\'Neil',
    'Ann!',
    'Ann\u202eSmith',
    '-Ann',
    'Ann-',
  ])('greet without anything but a name: %j', (name) => {
    expect(greetingName(name)).toBeNull();
    for (const mail of [playbookChapterMail({ ...lead, name }, branding), contactConfirmationMail({ ...request, name }, branding)]) {
      expect(mail.text.startsWith('Hello,\n')).toBe(true);
      expect(mail.text).not.toContain(name);
      expect(mail.html).not.toContain(escapeHtml(name));
    }
  });

  it.each(["Ann O'Neil", 'Renée D’Arcy', 'Zoë Müller-Lüdenscheidt', 'Grace Hopper', 'Maria de la Cruz', '李小龙', 'Ólafur Arnalds'])(
    'greet %j by name',
    (name) => {
      expect(greetingName(name)).toBe(name);
      expect(contactConfirmationMail({ ...request, name }, branding).text.startsWith(`Hi ${name},\n`)).toBe(true);
    },
  );

  it('give the sales inbox every field of a contact request and its attached results', () => {
    const { text } = contactSalesMail(request, branding);
    expect(text).toContain('Email: bob@example.com');
    expect(text).toContain('Company: Bob & Sons');
    expect(text).toContain('Monthly cloud spend: $1M+');
    expect(text).toContain('Message: \n  Line one\n  Line <two>');
    expect(text).toContain('Privacy policy accepted: Yes');
    expect(text).toContain('Submitted: Monday, March 3, 2025 at 09:30 UTC');
    expect(text).toContain('Attached results: Maturity assessment');
    expect(text).toContain('Maturity: Walk, 27/40');
    expect(text).toContain('  Score: 27');
    expect(text).toContain('https://acme.example/admin?tab=contact-requests');
    expect(contactSalesMail({ ...request, message: null, toolResults: null }, branding).text).not.toContain('Attached results');
  });

  it('state dates in UTC', () => {
    expect(formatUtc(createdAt)).toBe('Monday, March 3, 2025 at 09:30 UTC');
  });
});
