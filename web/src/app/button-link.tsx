import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';
import { PlainLinkButton, type PlainButtonLook } from './plain/plain-button';

type ButtonLinkProps = PlainButtonLook &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'type' | 'onClick'> & {
    to: To;
    onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  };

// A link drawn as an antd Button that navigates like a router <Link>: a real href for crawlers
// and middle-click, client-side navigation on a plain click. Plain markup in antd's button
// classes, not an antd Button (docs/decisions/0035).
export function ButtonLink({ to, onClick, ...rest }: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <PlainLinkButton
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
