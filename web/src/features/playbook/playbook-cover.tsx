// A drawn cover of the playbook with its decorative claims (SPEC §1): the '38% average cost
// reduction' badge and the 200+ page count. Public entry of the playbook feature, also used by
// the home page's #playbook section. Decorative: the claims are repeated in text nearby.
import './playbook-cover.css';

export function PlaybookCover({ size = 'md' }: { size?: 'md' | 'lg' }) {
  return (
    <div className={`playbook-cover playbook-cover--${size}`}>
      <div className="playbook-cover__book">
        <span className="playbook-cover__kicker">FinOps Consulting</span>
        <span className="playbook-cover__title">The Ultimate FinOps Playbook</span>
        <span className="playbook-cover__subtitle">Cloud financial management, from first report to lasting savings</span>
        <span className="playbook-cover__pages">200+ pages</span>
      </div>
      <div className="playbook-cover__badge">
        <strong>38%</strong> <span>average cost reduction</span>
      </div>
    </div>
  );
}
