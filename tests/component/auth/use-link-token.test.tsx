// E-mailed links carry their token in the fragment (decision 0056): the page reads it from there;
// a link of an earlier release (token in the path) still works, and its address is rewritten at
// once to the fragment form, so the token leaves the path (history, Referer, a reload's request).
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useLinkToken } from '../../../web/src/features/auth/use-link-token';

const TOKEN = 'a'.repeat(64);

function Page() {
  const token = useLinkToken('/admin/reset-password');
  const location = useLocation();
  return (
    <p>
      <span data-testid="token">{token}</span>
      <span data-testid="address">{`${location.pathname}${location.hash}`}</span>
    </p>
  );
}

function renderAt(address: string) {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/admin/reset-password" element={<Page />} />
        <Route path="/admin/reset-password/:token" element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useLinkToken', () => {
  it('reads the token from the fragment', () => {
    renderAt(`/admin/reset-password#${TOKEN}`);
    expect(screen.getByTestId('token').textContent).toBe(TOKEN);
    expect(screen.getByTestId('address').textContent).toBe(`/admin/reset-password#${TOKEN}`);
  });

  it('takes an old link’s token from the path and moves it to the fragment', async () => {
    renderAt(`/admin/reset-password/${TOKEN}`);
    expect(await screen.findByText(`/admin/reset-password#${TOKEN}`)).toBeTruthy();
    expect(screen.getByTestId('token').textContent).toBe(TOKEN);
  });

  it('answers an empty token when the link has none', () => {
    renderAt('/admin/reset-password');
    expect(screen.getByTestId('token').textContent).toBe('');
  });
});
