import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

type ButtonLinkProps = Omit<ButtonProps, 'href'> & { to: To };

// An antd Button that navigates like a router <Link>: a real href for crawlers and
// middle-click, client-side navigation on a plain click.
export function ButtonLink({ to, onClick, ...buttonProps }: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button
      {...buttonProps}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
