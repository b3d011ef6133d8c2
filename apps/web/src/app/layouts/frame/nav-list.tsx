import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { NavItem } from './nav-items';

type Props = {
  label: string;
  items: NavItem[];
  listClassName: string | undefined;
  linkClassName: string | undefined;
  onNavigate?: () => void;
  /** The entries' icons: beside the label, or above it in the phone's bottom tabs. */
  iconSize?: number;
  /** More list items after the entries. */
  children?: ReactNode;
};

/** A named navigation landmark; the current entry carries aria-current="page". */
export function NavList(props: Props) {
  const { label, items, listClassName, linkClassName, onNavigate, iconSize = 18, children } = props;
  return (
    <nav aria-label={label}>
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={linkClassName} onClick={onNavigate}>
              <item.icon size={iconSize} stroke={1.8} aria-hidden focusable={false} />
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}
