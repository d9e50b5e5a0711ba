import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { useCurrentUser } from '../use-current-user';
import { ButtonLink } from '../button-link';
import { useSiteNavigationQuery } from '../../graphql/generated';
import { MenuLink } from './menu-link';
import { requestHeadingFocus } from './route-announcer';
import { BEFORE_APP_ATTRIBUTE, headerTakenOver, SCROLL_THRESHOLD_PX } from './header-before-app';
import './layout.css';

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

export function SiteHeader() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const { user } = useCurrentUser();
  // The header menu is content (Admin → Navigation); the server render has it already (SiteNavigation).
  const links = useSiteNavigationQuery().data?.navigation.header ?? [];
  const closeMenu = () => setMenuOpen(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Until now the server's markup answered the menu button (header-before-app.ts): start from it.
  useEffect(() => {
    if (headerTakenOver()) setMenuOpen(true);
  }, []);
  // Escape closes the open menu and gives the focus back to its button (WAI-ARIA disclosure).
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);
  // A mobile-menu link closes the menu, taking the focused link away: focus the new page's heading.
  const followMenuLink = () => {
    requestHeadingFocus();
    closeMenu();
  };

  return (
    <header className={scrolled ? 'site-header scrolled' : 'site-header'}>
      <div className="site-header__bar container">
        <Link to="/" className="site-header__brand" onClick={closeMenu}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>FinOps Consulting</span>
        </Link>

        <nav className="site-header__nav" aria-label="Main">
          <ul>
            {links.map((link, index) => (
              <li key={`${index}-${link.href}`}>
                <MenuLink link={link} nav />
              </li>
            ))}
          </ul>
        </nav>

        {user && (
          <ButtonLink to="/admin" type="primary" className="site-header__admin">
            Admin
          </ButtonLink>
        )}

        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-label="Toggle menu"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
          {...{ [BEFORE_APP_ATTRIBUTE]: '' }}
        >
          {/* Both drawn, one shown by aria-expanded (layout.css): the plain-DOM button flips only that. */}
          <MenuOutlined className="site-header__icon-closed" />
          <CloseOutlined className="site-header__icon-open" />
        </button>
      </div>

      <nav id="mobile-menu" className="site-header__mobile" aria-label="Mobile" hidden={!menuOpen}>
        <ul className="container">
          {links.map((link, index) => (
            <li key={`${index}-${link.href}`}>
              <MenuLink link={link} nav onClick={followMenuLink} />
            </li>
          ))}
          {user && (
            <li>
              <ButtonLink to="/admin" type="primary" block onClick={followMenuLink}>
                Admin Dashboard
              </ButtonLink>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
