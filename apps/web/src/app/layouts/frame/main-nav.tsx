import { NavLink } from 'react-router';
import { navMessages } from '../../messages';
import classes from './frame.module.css';
import { HIDDEN_INVOICES_LINK, mainNav } from './nav-items';

/** The desktop navigation; the active entry carries aria-current="page". */
export function MainNav() {
  return (
    <nav aria-label={navMessages.mainNav}>
      <ul className={classes.navList}>
        {mainNav.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={classes.navLink}>
              {item.label}
            </NavLink>
          </li>
        ))}
        <li hidden>
          <NavLink to={HIDDEN_INVOICES_LINK} hidden tabIndex={-1}>
            {navMessages.invoices}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
