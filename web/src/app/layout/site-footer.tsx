import type { ReactNode } from 'react';
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
import { footerColumns, type SocialNetwork } from '../../../../schema/validation/footer';
import { useSiteNavigationQuery } from '../../graphql/generated';
import { MenuLink } from './menu-link';
import './layout.css';

const SOCIAL_ICONS: Record<SocialNetwork, ReactNode> = {
  linkedin: <LinkedinOutlined />,
  twitter: <TwitterOutlined />,
  github: <GithubOutlined />,
  youtube: <YoutubeOutlined />,
};

// The footer is content (issue 31, decision 0071): its link columns and legal links are the footer
// menu's entries (Admin → Navigation), its blurb, contact details and social links the footer's
// details. The server render has them already (SiteNavigation, the header's query).
export function SiteFooter() {
  const navigation = useSiteNavigationQuery().data?.navigation;
  const columns = footerColumns(navigation?.footer ?? []);
  const details = navigation?.footerDetails;
  return (
    <footer className="site-footer">
      <div className="site-footer__columns container">
        <div className="site-footer__about">
          <Link to="/" className="site-footer__brand">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>FinOps Consulting</span>
          </Link>
          {details && <p>{details.blurb}</p>}
          <ul className="site-footer__social">
            {(details?.social ?? []).map((social) => (
              <li key={social.network}>
                {/* An empty address is a placeholder (SPEC §2: no profile yet), as the spec's footer shows it. */}
                <a href={social.url || '#'} aria-label={social.label} rel={social.url ? 'noopener noreferrer' : undefined}>
                  {SOCIAL_ICONS[social.network as SocialNetwork] ?? null}
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="site-footer__heading">Services</h2>
          <ul className="site-footer__list">
            {columns.services.map((link, index) => (
              <li key={`${index}-${link.label}`}>
                <MenuLink link={link} />
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="site-footer__heading">Resources</h2>
          <ul className="site-footer__list">
            {columns.resources.map((link, index) => (
              <li key={`${index}-${link.label}`}>
                <MenuLink link={link} />
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="site-footer__heading">Contact</h2>
          {details && (
            <ul className="site-footer__list site-footer__contact">
              <li>
                <MailOutlined aria-hidden />
                <a href={`mailto:${details.email}`}>{details.email}</a>
              </li>
              <li>
                <PhoneOutlined aria-hidden />
                <a href={details.phoneHref}>{details.phone}</a>
              </li>
              <li>
                <EnvironmentOutlined aria-hidden />
                <address>{details.address}</address>
              </li>
            </ul>
          )}
        </div>
      </div>

      <div className="site-footer__bottom">
        <div className="site-footer__bottom-inner container">
          <p>© {new Date().getFullYear()} FinOps Consulting. All rights reserved.</p>
          <ul className="site-footer__legal">
            {columns.legal.map((link, index) => (
              <li key={`${index}-${link.label}`}>
                <MenuLink link={link} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
