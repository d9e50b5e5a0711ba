// The consent wording of a lead form (schema/validation/consent.ts, the version the server
// records with the lead), its "privacy policy" a link to /privacy.
import { Link } from 'react-router-dom';
import { PRIVACY_PATH } from '../../../../schema/validation/consent';

const LINK_TEXT = 'privacy policy';

export function ConsentWording({ text }: { text: string }) {
  const at = text.indexOf(LINK_TEXT);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <Link to={PRIVACY_PATH} target="_blank" className="consent-wording__link">
        {LINK_TEXT}
      </Link>
      {text.slice(at + LINK_TEXT.length)}
    </>
  );
}
