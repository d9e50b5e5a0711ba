// The public lead forms in the browser (SPEC §4 states, §5 'Lead and contact forms', §8 notices),
// without a server: every validation message under its field (and as the control's description),
// the submitting state, success (notice, form reset), failure (notice, every value kept, one notice
// at a time) and the tool results a calculator hands over while the form is open. The e2e specs
// keep one submit of each form against the server (forms.spec.ts) and the forms without JavaScript
// (forms-progressive.spec.ts). Moved from forms.spec.ts (decision 0043).
import { ApolloLink } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { ContactForm } from '../../../web/src/features/contact/contact-form';
import { PlaybookLeadForm } from '../../../web/src/features/contact/playbook-lead-form';
import { SubmitContactRequestDocument, SubmitPlaybookLeadDocument } from '../../../web/src/graphql/generated';

type MockedResponse = MockLink.MockedResponse;

const MESSAGES = {
  name: 'Name must be at least 2 characters.',
  email: 'Please enter a valid email address.',
  company: 'Company name must be at least 2 characters.',
  cloudSpending: 'Please select your monthly cloud spend range.',
  privacy: 'You must agree to the privacy policy.',
};
const PLAYBOOK_SUCCESS = 'Check your email for the free FinOps Playbook chapter.';
const CONTACT_SUCCESS = "Your consultation request has been submitted. We'll contact you shortly.";
const FAILURE = 'There was a problem submitting your request. Please try again.';
const TOOL_RESULTS_KEY = 'finops:tool-results';
const HANDED_OFF = {
  tool: 'home-calculator',
  summary: 'Savings calculator: $48,000 a year (40%)',
  inputs: { monthlySpend: 10000, cloudProvider: 'aws' },
  results: { annualSavings: 48000, savingsRate: 0.4 },
  createdAt: '2026-01-01T00:00:00.000Z',
};

const receipt = (field: 'submitPlaybookLead' | 'submitContactRequest') => ({
  data: { [field]: { __typename: 'LeadReceipt', id: '11111111-1111-4111-8111-111111111111', createdAt: '2026-01-01T00:00:00.000Z' } },
});

/** Answers the mutation (or fails it), recording the variables it was sent with. */
function mutation(query: MockedResponse['request']['query'], answer: 'ok' | 'fail', sent: unknown[], uses = 1): MockedResponse {
  const field = query === SubmitPlaybookLeadDocument ? 'submitPlaybookLead' : 'submitContactRequest';
  return {
    request: {
      query,
      variables: (variables: Record<string, unknown>) => {
        sent.push(variables);
        return true;
      },
    },
    ...(answer === 'ok' ? { result: receipt(field) } : { error: new Error('boom') }),
    maxUsageCount: uses,
  };
}

/**
 * Answers every operation with `answer` once the test calls `release()`, recording the variables:
 * the submitting state lasts until the test has seen it, however slow the machine.
 */
function heldAnswer(answer: ReturnType<typeof receipt>, sent: unknown[]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.variables);
        void released.then(() => {
          observer.next(answer);
          observer.complete();
        });
      }),
  );
  return { link, release };
}

function renderForm(form: 'playbook' | 'contact', mocks: MockedResponse[] = [], link?: ApolloLink) {
  render(
    <MemoryRouter>
      <MockedProvider mocks={mocks} link={link}>
        <App notification={{ maxCount: 1 }}>{form === 'playbook' ? <PlaybookLeadForm /> : <ContactForm />}</App>
      </MockedProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('form', { name: form === 'playbook' ? 'Free playbook chapter' : 'Consultation request' });
}

const field = (form: HTMLElement, label: string | RegExp) => within(form).getByLabelText(label) as HTMLInputElement;
const type = (form: HTMLElement, label: string | RegExp, value: string) => fireEvent.change(field(form, label), { target: { value } });

/** A field's own message, under its control (the error summary above the form repeats it as a link). */
const fieldMessages = (form: HTMLElement) => [...form.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

const notices = () => [...document.querySelectorAll('.ant-notification-notice')];

async function submit(form: HTMLElement, name: string) {
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name }));
  });
}

function fillContact(form: HTMLElement, email = 'katherine@example.com') {
  type(form, 'Full Name', 'Katherine Johnson');
  type(form, 'Work Email', email);
  type(form, 'Company', 'Orbital Analytics');
  fireEvent.change(field(form, 'Monthly Cloud Spend'), { target: { value: '50k-100k' } });
  type(form, 'How can we help? (optional)', 'We want to cut our EC2 bill.');
  fireEvent.click(field(form, /I agree to the privacy policy/));
}

afterEach(() => {
  sessionStorage.clear();
  document.querySelectorAll('.ant-notification').forEach((element) => element.remove());
});

describe('the playbook lead form', () => {
  it('shows every validation message under its field, as the control’s description, until the values are valid', async () => {
    const form = renderForm('playbook');
    await submit(form, 'Get Free Chapter');
    await waitFor(() => expect(fieldMessages(form)).toEqual([MESSAGES.name, MESSAGES.email, MESSAGES.company]));
    expect(field(form, 'Full Name').getAttribute('aria-invalid')).toBe('true');
    for (const [label, message] of [
      ['Full Name', MESSAGES.name],
      ['Work Email', MESSAGES.email],
      ['Company', MESSAGES.company],
    ]) {
      const described = field(form, label).getAttribute('aria-describedby') ?? '';
      expect(described.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(message);
    }

    type(form, 'Full Name', 'A');
    type(form, 'Work Email', 'not-an-email');
    type(form, 'Company', 'X');
    await submit(form, 'Get Free Chapter');
    await waitFor(() => expect(fieldMessages(form)).toEqual([MESSAGES.name, MESSAGES.email, MESSAGES.company]));

    type(form, 'Full Name', 'Ada Lovelace');
    type(form, 'Work Email', 'ada@example.com');
    type(form, 'Company', 'Analytical Engines');
    await waitFor(() => expect(fieldMessages(form)).toEqual([]));
    expect(field(form, 'Full Name').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('sends the lead (Processing... while it goes), then says Success! and empties the form', async () => {
    const sent: unknown[] = [];
    const held = heldAnswer(receipt('submitPlaybookLead'), sent);
    const form = renderForm('playbook', [], held.link);
    type(form, 'Full Name', 'Grace Hopper');
    type(form, 'Work Email', 'grace@example.com');
    type(form, 'Company', 'Compiler Works');
    await submit(form, 'Get Free Chapter');
    const busy = await within(form).findByRole('button', { name: 'Processing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    held.release();

    await waitFor(() => expect(notices().map((n) => n.textContent)).toEqual([expect.stringContaining(PLAYBOOK_SUCCESS)]));
    expect(notices()[0].textContent).toContain('Success!');
    expect(field(form, 'Full Name').value).toBe('');
    expect(field(form, 'Work Email').value).toBe('');
    expect(field(form, 'Company').value).toBe('');
    expect((within(form).getByRole('button', { name: 'Get Free Chapter' }) as HTMLButtonElement).disabled).toBe(false);
    expect(sent).toEqual([expect.objectContaining({ name: 'Grace Hopper', email: 'grace@example.com', company: 'Compiler Works' })]);
  });

  it('a failed submit shows the Error notice and keeps the values', async () => {
    const form = renderForm('playbook', [mutation(SubmitPlaybookLeadDocument, 'fail', [])]);
    type(form, 'Full Name', 'Grace Hopper');
    type(form, 'Work Email', 'grace@example.com');
    type(form, 'Company', 'Compiler Works');
    await submit(form, 'Get Free Chapter');

    await waitFor(() => expect(notices()).toHaveLength(1));
    expect(notices()[0].textContent).toContain('Error');
    expect(notices()[0].textContent).toContain(FAILURE);
    expect(notices()[0].className).toMatch(/ant-notification-notice-error/);
    expect(field(form, 'Full Name').value).toBe('Grace Hopper');
    expect(field(form, 'Work Email').value).toBe('grace@example.com');
    expect(field(form, 'Company').value).toBe('Compiler Works');
    await waitFor(() => expect((within(form).getByRole('button', { name: 'Get Free Chapter' }) as HTMLButtonElement).disabled).toBe(false));
  });
});

describe('the consultation form', () => {
  it('offers the five spend ranges', () => {
    const form = renderForm('contact');
    const options = [...field(form, 'Monthly Cloud Spend').querySelectorAll('option')].map((option) => option.textContent);
    expect(options).toEqual(['Select a range', '$10K - $50K', '$50K - $100K', '$100K - $500K', '$500K - $1M', '$1M+']);
  });

  it('shows every validation message under its field until the values are valid (the message is optional)', async () => {
    const form = renderForm('contact');
    await submit(form, 'Request Free Consultation');
    await waitFor(() => expect(fieldMessages(form)).toEqual(Object.values(MESSAGES)));

    type(form, 'Full Name', 'K');
    type(form, 'Work Email', 'katherine@nasa');
    type(form, 'Company', 'O');
    await submit(form, 'Request Free Consultation');
    await waitFor(() => expect(fieldMessages(form)).toEqual(expect.arrayContaining([MESSAGES.name, MESSAGES.email, MESSAGES.company])));

    type(form, 'Full Name', 'Katherine Johnson');
    type(form, 'Work Email', 'katherine@example.com');
    type(form, 'Company', 'Orbital Analytics');
    fireEvent.change(field(form, 'Monthly Cloud Spend'), { target: { value: '1m+' } });
    fireEvent.click(field(form, /I agree to the privacy policy/));
    await waitFor(() => expect(fieldMessages(form)).toEqual([]));
  });

  it('a failed submit shows the Error notice and keeps every value; a second failure replaces the notice', async () => {
    const form = renderForm('contact', [mutation(SubmitContactRequestDocument, 'fail', [], 2)]);
    fillContact(form);
    await submit(form, 'Request Free Consultation');

    await waitFor(() => expect(notices()).toHaveLength(1));
    expect(notices()[0].textContent).toContain('Error');
    expect(notices()[0].textContent).toContain(FAILURE);
    expect(field(form, 'Full Name').value).toBe('Katherine Johnson');
    expect(field(form, 'Work Email').value).toBe('katherine@example.com');
    expect(field(form, 'Company').value).toBe('Orbital Analytics');
    expect(field(form, 'Monthly Cloud Spend').value).toBe('50k-100k');
    expect(field(form, 'How can we help? (optional)').value).toBe('We want to cut our EC2 bill.');
    expect(field(form, /I agree to the privacy policy/).checked).toBe(true);
    const button = () => within(form).getByRole('button', { name: 'Request Free Consultation' }) as HTMLButtonElement;
    await waitFor(() => expect(button().disabled).toBe(false));

    const first = notices()[0];
    // Hovered, the notice stays past its 5 s (antd pauses it): on a slow machine the second failure
    // must replace this notice, not follow one that expired meanwhile.
    fireEvent.mouseEnter(first);
    await submit(form, 'Request Free Consultation');
    await waitFor(() => expect(button().disabled).toBe(false));
    await waitFor(() => expect(notices().filter((n) => n.textContent?.includes(FAILURE))).toHaveLength(1));
    expect(notices()).toHaveLength(1);
    expect(notices()[0]).toBe(first);
  });

  it('shows tool results handed over while it is open, and drops them when dismissed', async () => {
    const form = renderForm('contact');
    expect(within(form).queryByRole('status')).toBeNull();
    act(() => {
      sessionStorage.setItem(TOOL_RESULTS_KEY, JSON.stringify(HANDED_OFF));
      window.dispatchEvent(new CustomEvent(TOOL_RESULTS_KEY, { detail: HANDED_OFF }));
    });
    expect(within(form).getByRole('status').textContent).toContain(`Your results will be attached to your request: ${HANDED_OFF.summary}`);
    fireEvent.click(within(form).getByRole('button', { name: 'Do not attach these results' }));
    await waitFor(() => expect(within(form).queryByRole('status')).toBeNull());
    expect(sessionStorage.getItem(TOOL_RESULTS_KEY)).toBeNull();
  });

  it('sends the results with the request and clears them after it', async () => {
    sessionStorage.setItem(TOOL_RESULTS_KEY, JSON.stringify(HANDED_OFF));
    const sent: unknown[] = [];
    const form = renderForm('contact', [mutation(SubmitContactRequestDocument, 'ok', sent)]);
    await within(form).findByRole('status');
    fillContact(form, 'handoff@example.com');
    await submit(form, 'Request Free Consultation');
    await waitFor(() => expect(notices().map((n) => n.textContent)).toEqual([expect.stringContaining(CONTACT_SUCCESS)]));
    expect(within(form).queryByRole('status')).toBeNull();
    expect(sessionStorage.getItem(TOOL_RESULTS_KEY)).toBeNull();
    expect(field(form, /I agree to the privacy policy/).checked).toBe(false);
    expect(sent).toEqual([
      expect.objectContaining({
        name: 'Katherine Johnson',
        email: 'handoff@example.com',
        company: 'Orbital Analytics',
        cloudSpending: '50k-100k',
        message: 'We want to cut our EC2 bill.',
        privacyConsent: true,
        toolResults: HANDED_OFF,
      }),
    ]);
  });
});
