// One menu entry of the public header or footer (issue 31): a path of the site through the router
// (NavLink in the header, marking the current page), an address of another site as a plain link.
import type { MouseEventHandler } from 'react';
import { Link, NavLink } from 'react-router-dom';

interface MenuLinkData {
  label: string;
  href: string;
  external: boolean;
}

export function MenuLink({ link, nav, onClick }: { link: MenuLinkData; nav?: boolean; onClick?: MouseEventHandler }) {
  if (link.external) {
    return (
      <a href={link.href} rel="noopener noreferrer" onClick={onClick}>
        {link.label}
      </a>
    );
  }
  if (!nav) return <Link to={link.href}>{link.label}</Link>;
  return (
    <NavLink to={link.href} end={link.href === '/'} onClick={onClick}>
      {link.label}
    </NavLink>
  );
}
