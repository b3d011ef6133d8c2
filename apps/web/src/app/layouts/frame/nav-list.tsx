import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { NavItem } from './nav-items';

type Props = {
  label: string;
  items: NavItem[];
  listClassName: string | undefined;
  linkClassName: string | undefined;
  onNavigate?: () => void;
  /** More list items after the entries. */
  children?: ReactNode;
};

/** A named navigation landmark; the current entry carries aria-current="page". */
export function NavList({ label, items, listClassName, linkClassName, onNavigate, children }: Props) {
  return (
    <nav aria-label={label}>
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={linkClassName} onClick={onNavigate}>
              {item.label}
            </NavLink>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}
