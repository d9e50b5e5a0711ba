import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Typography } from 'antd';
import './layout/layout.css';

export interface RelatedLink {
  to: string;
  label: string;
}

interface PageShellProps {
  title: ReactNode;
  intro: ReactNode;
  /** Links to related routes, listed under the page content. */
  links?: RelatedLink[];
  children?: ReactNode;
}

// The common frame of a screen: one h1, an introductory paragraph, the content, related links.
export function PageShell({ title, intro, links, children }: PageShellProps) {
  return (
    <section className="page-shell container">
      <Typography.Title level={1}>{title}</Typography.Title>
      <Typography.Paragraph className="page-shell__intro">{intro}</Typography.Paragraph>
      {children}
      {links && links.length > 0 && (
        <nav className="page-shell__links" aria-label="Related pages">
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
