// The secret of an e-mailed link (invitation, password reset, e-mail change undo). Links carry it
// in the fragment, which browsers never send: it stays out of request lines, access logs and
// Referer headers (decision 0056). A link of an earlier release has it as the last path segment:
// it still works, and the address is rewritten to the fragment form at once, so the token leaves
// the history entry and is not sent again on a reload.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

export function useLinkToken(basePath: string): string {
  const { token: fromPath } = useParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  // Read once: rewriting the address must not change the token under the page.
  const [token] = useState(() => fromPath ?? decodeURIComponent(hash.replace(/^#/, '')));
  useEffect(() => {
    if (fromPath) void navigate({ pathname: basePath, hash: fromPath }, { replace: true });
  }, [fromPath, basePath, navigate]);
  return token;
}
