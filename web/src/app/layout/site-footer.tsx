import { Link } from 'react-router-dom';
import {
  EnvironmentOutlined,
  GithubOutlined,
  LinkedinOutlined,
  MailOutlined,
  PhoneOutlined,
  TwitterOutlined,
  YoutubeOutlined,
} from '@ant-design/icons';
import { PRIVACY_PATH } from '../../../../schema/validation/consent';
import './layout.css';

// Placeholders by intent (SPEC §2): the social profiles and contact details do not exist yet.
const SOCIAL_LINKS = [
  { label: 'LinkedIn', icon: <LinkedinOutlined /> },
  { label: 'Twitter', icon: <TwitterOutlined /> },
  { label: 'GitHub', icon: <GithubOutlined /> },
  { label: 'YouTube', icon: <YoutubeOutlined /> },
];

const SERVICES = ['Cloud Cost Assessment', 'FinOps Implementation', 'FinOps Workshops'];

const RESOURCES = [
  { to: '/#playbook', label: 'FinOps Playbook' },
  { to: '/#blog', label: 'Blog' },
  { to: '/#case-studies', label: 'Case Studies' },
  { to: '/#calculator', label: 'Savings Calculator' },
];

// The legal pages: /privacy, and the block pages /terms and /cookies (issue 31, seeded by migration 1795460000001).
const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: PRIVACY_PATH },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Cookie Policy', to: '/cookies' },
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__columns container">
        <div className="site-footer__about">
          <Link to="/" className="site-footer__brand">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>FinOps Consulting</span>
          </Link>
          <p>
            We help engineering, finance and product teams take control of cloud spend with the FinOps practices, tooling and habits that
            keep costs down for good.
          </p>
          <ul className="site-footer__social">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.label}>
                <a href="#" aria-label={social.label}>
                  {social.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="site-footer__heading">Services</h2>
          <ul className="site-footer__list">
            {SERVICES.map((service) => (
              <li key={service}>
                <Link to="/#services">{service}</Link>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="site-footer__heading">Resources</h2>
          <ul className="site-footer__list">
            {RESOURCES.map((resource) => (
              <li key={resource.to}>
                <Link to={resource.to}>{resource.label}</Link>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="site-footer__heading">Contact</h2>
          <ul className="site-footer__list site-footer__contact">
            <li>
              <MailOutlined aria-hidden />
              <a href="mailto:hello@example.com">hello@example.com</a>
            </li>
            <li>
              <PhoneOutlined aria-hidden />
              <a href="tel:+15550100100">+1 (555) 010-0100</a>
            </li>
            <li>
              <EnvironmentOutlined aria-hidden />
              <address>100 Example Street, Suite 400, San Francisco, CA 94105</address>
            </li>
          </ul>
        </div>
      </div>

      <div className="site-footer__bottom">
        <div className="site-footer__bottom-inner container">
          <p>© {new Date().getFullYear()} FinOps Consulting. All rights reserved.</p>
          <ul className="site-footer__legal">
            {LEGAL_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
