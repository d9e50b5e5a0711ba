import {
  contactConfirmationMail,
  contactSalesMail,
  escapeHtml,
  formatUtc,
  playbookChapterMail,
  playbookSalesMail,
} from '../../../graphql-server/src/modules/delivery/lead-mail';
import { PLAYBOOK_CHAPTER } from '../../../graphql-server/src/modules/delivery/playbook-chapter';

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
      expect(mail.html).toContain('Evil &lt;script&gt;alert(1)&lt;/script&gt; Corp');
      expect(mail.html).toContain('Acme &lt;FinOps&gt; &amp; Co');
    }
    expect(contactSalesMail(request, branding).html).toContain('Line one\nLine &lt;two&gt;');
    expect(escapeHtml(`<a href="x">'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&lt;/a&gt;');
  });

  it('keep subjects on one line, whatever the name holds', () => {
    for (const mail of [contactConfirmationMail(request, branding), contactSalesMail(request, branding), playbookSalesMail(lead, branding)]) {
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
    expect(mail.text).toContain('Hi Ann "<b>" O\'Neil,');
  });

  it("promise the visitor of a contact request that we'll contact them shortly", () => {
    const mail = contactConfirmationMail(request, branding);
    expect(mail.subject).toBe('We received your consultation request - Acme <FinOps> & Co');
    expect(mail.text).toContain("We'll contact you shortly");
    expect(mail.text).toContain('Monthly cloud spend: $1M+');
    expect(mail.text).toContain('Attached results: Maturity: Walk, 27/40');
  });

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
