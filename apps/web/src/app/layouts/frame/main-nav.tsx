import { NavLink } from 'react-router';
import { navMessages } from '../../messages';
import classes from './frame.module.css';
import { HIDDEN_INVOICES_LINK, mainNav } from './nav-items';
import { NavList } from './nav-list';

/** The desktop navigation, with the always-hidden /invoices link. */
export function MainNav() {
  return (
    <NavList
      label={navMessages.mainNav}
      items={mainNav}
      listClassName={classes.navList}
      linkClassName={classes.navLink}
    >
      <li hidden>
        <NavLink to={HIDDEN_INVOICES_LINK} hidden tabIndex={-1}>
          {navMessages.invoices}
        </NavLink>
      </li>
    </NavList>
  );
}
