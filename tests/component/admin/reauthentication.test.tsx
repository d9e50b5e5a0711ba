// The profile's e-mail form under recent re-authentication (decision 0056), with Apollo's mocked
// provider: a change the server refuses for want of a recent sign-in opens "Confirm it is you";
// a wrong password is said in the dialog and nothing is retried; the right one re-authenticates
// and the change is sent again and saved; Cancel keeps the address and says why.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { App } from 'antd';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { REAUTH_REQUIRED_MESSAGE, REAUTH_REQUIRED_REASON, WRONG_PROOF_MESSAGE } from '../../../schema/validation/accounts';
import { AccountReauthenticateDocument, AccountSetEmailDocument } from '../../../web/src/graphql/generated';
import { EmailForm } from '../../../web/src/features/admin/team/profile-page';

type MockedResponse = MockLink.MockedResponse;

const NEW_EMAIL = 'new@example.com';
const refused: MockedResponse = {
  request: { query: AccountSetEmailDocument, variables: { email: NEW_EMAIL } },
  result: { errors: [new GraphQLError(REAUTH_REQUIRED_MESSAGE, { extensions: { code: 'FORBIDDEN', reason: REAUTH_REQUIRED_REASON } })] },
};
const saved: MockedResponse = {
  request: { query: AccountSetEmailDocument, variables: { email: NEW_EMAIL } },
  result: { data: { setMyEmail: { __typename: 'User', id: 'u1', email: NEW_EMAIL } } },
};
const reauth = (proof: string, ok: boolean): MockedResponse => ({
  request: { query: AccountReauthenticateDocument, variables: { proof } },
  result: ok
    ? { data: { reauthenticate: new Date(Date.now() + 300_000).toISOString() } }
    : { errors: [new GraphQLError(WRONG_PROOF_MESSAGE, { extensions: { code: 'FORBIDDEN' } })] },
});

function renderForm(mocks: MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <App>
        <EmailForm current="old@example.com" />
      </App>
    </MockedProvider>,
  );
}

// Found by attribute and text, not by role: a role query computes every accessible name of antd's
// large tree and cost seconds of CPU per call on a loaded machine.
const formNamed = (name: string) => document.querySelector<HTMLFormElement>(`form[aria-label="${name}"]`);

async function submitEmail() {
  const form = within(formNamed('E-mail address')!);
  fireEvent.change(form.getByLabelText('E-mail address'), { target: { value: NEW_EMAIL } });
  fireEvent.click(form.getByText('Save e-mail address'));
  // antd's first modal in a fresh jsdom builds its styles: 2-7 s of CPU on a loaded two-core machine.
  await waitFor(() => expect(formNamed('Confirm it is you')).not.toBeNull(), { timeout: 40_000 });
  return within(formNamed('Confirm it is you')!);
}

describe('re-authentication before a sensitive change', () => {
  it('asks for the password, says a wrong one, and retries the change once the right one is proved', async () => {
    renderForm([refused, reauth('wrong-password', false), reauth('right-password', true), saved]);
    const dialog = await submitEmail();
    expect(dialog.getByText(REAUTH_REQUIRED_MESSAGE)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Password or code'), { target: { value: 'wrong-password' } });
    fireEvent.click(dialog.getByText('Confirm'));
    expect(await dialog.findByText(WRONG_PROOF_MESSAGE)).toBeTruthy();
    expect(screen.queryByText('E-mail address saved')).toBeNull();
    fireEvent.change(dialog.getByLabelText('Password or code'), { target: { value: 'right-password' } });
    fireEvent.click(dialog.getByText('Confirm'));
    expect(await screen.findByText('E-mail address saved')).toBeTruthy();
    await waitFor(() => expect(formNamed('Confirm it is you')).toBeNull());
  });

  it('an empty proof is refused in the dialog without asking the server', async () => {
    renderForm([refused]);
    const dialog = await submitEmail();
    fireEvent.click(dialog.getByText('Confirm'));
    expect(await dialog.findByText('Please enter your password or a current code')).toBeTruthy();
  });

  it('Cancel keeps the address and says a confirmation is needed', async () => {
    renderForm([refused]);
    const dialog = await submitEmail();
    fireEvent.click(dialog.getByText('Cancel'));
    expect(await screen.findByText(REAUTH_REQUIRED_MESSAGE)).toBeTruthy();
    expect(screen.queryByText('E-mail address saved')).toBeNull();
  });
});
