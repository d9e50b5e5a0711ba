// The profile's two-factor card (decision 0020) with Apollo's mocked provider: loading (nothing
// offered yet), a failed load (Try again), off, on; and its main action, enrolment: begin the
// set-up (QR code and key), confirm with a code, see the ten recovery codes once — or be told
// the code is wrong and stay on the set-up.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { App } from 'antd';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  ProfileBeginTwoFactorSetupDocument,
  ProfileEnableTwoFactorDocument,
  ProfileTwoFactorDocument,
} from '../../../web/src/graphql/generated';
import { TwoFactorCard } from '../../../web/src/features/admin/team/two-factor-card';

type MockedResponse = MockLink.MockedResponse;

const WRONG_CODE = 'This code has expired or was already used.';
const SECRET = 'JBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, index) => `code-${index}-abcd`);

const settings = (enabled: boolean, required = false): MockedResponse => ({
  request: { query: ProfileTwoFactorDocument },
  result: { data: { me: { __typename: 'User', id: 'u1', twoFactorEnabled: enabled }, twoFactorRequired: required } },
});
const begin: MockedResponse = {
  request: { query: ProfileBeginTwoFactorSetupDocument },
  result: { data: { beginTwoFactorSetup: { __typename: 'TwoFactorSetup', secret: SECRET, qrCode: 'data:image/png;base64,AAAA' } } },
};
const enable = (code: string, answer: Partial<MockedResponse>): MockedResponse => ({
  request: { query: ProfileEnableTwoFactorDocument, variables: { code } },
  ...answer,
});

function renderCard(mocks: MockedResponse[], isOwner = false) {
  return render(
    <MockedProvider mocks={mocks}>
      <App>
        <TwoFactorCard isOwner={isOwner} />
      </App>
    </MockedProvider>,
  );
}

async function typeCode(code: string) {
  const form = within(await screen.findByRole('form', { name: 'Confirm your authenticator app' }));
  fireEvent.change(form.getByLabelText('Code from your app'), { target: { value: code } });
  fireEvent.click(form.getByRole('button', { name: 'Turn on two-factor sign-in' }));
}

describe('TwoFactorCard', () => {
  it('offers nothing while the settings load', () => {
    renderCard([{ ...settings(false), delay: 10_000 }]);
    expect(screen.getByLabelText('Loading the two-factor settings').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Enable two-factor sign-in' })).toBeNull();
  });

  it('says a failed load failed, and Try again asks again', async () => {
    renderCard([{ request: { query: ProfileTwoFactorDocument }, error: new Error('offline') }, settings(true)]);
    expect(await screen.findByText('Could not load the two-factor settings')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enable two-factor sign-in' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('On')).toBeTruthy();
  });

  it('when on: offers new recovery codes, and turning off only while not required', async () => {
    renderCard([settings(true)]);
    expect(await screen.findByRole('button', { name: 'Regenerate recovery codes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disable two-factor sign-in' })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('when required for every account: no Disable, and the Owner sees the switch on', async () => {
    renderCard([settings(true, true)], true);
    expect(await screen.findByText('Required for every account on this site: it cannot be turned off.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disable two-factor sign-in' })).toBeNull();
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
  });

  it('enrols: QR code and key, a confirming code, then the ten recovery codes once', async () => {
    renderCard([settings(false), begin, enable('123456', { result: { data: { enableTwoFactor: CODES } } }), settings(true)]);
    expect(await screen.findByText('Off')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enable two-factor sign-in' }));
    expect((await screen.findByRole('img', { name: 'QR code for your authenticator app' })).getAttribute('src')).toContain(
      'data:image/png',
    );
    expect(screen.getByTestId('two-factor-secret').textContent).toContain(SECRET);
    await typeCode('123456');
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(await screen.findByText('Two-factor sign-in is on')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull());
    expect(await screen.findByRole('button', { name: 'Regenerate recovery codes' })).toBeTruthy();
  });

  it('a wrong code is refused with the server’s message and the set-up stays', async () => {
    renderCard([
      settings(false),
      begin,
      enable('000000', { result: { errors: [new GraphQLError(WRONG_CODE, { extensions: { code: 'BAD_USER_INPUT' } })] } }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Enable two-factor sign-in' }));
    await typeCode('000000');
    expect(await screen.findByText(WRONG_CODE)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });
});
