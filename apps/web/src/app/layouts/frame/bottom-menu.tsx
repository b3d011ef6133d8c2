import { NavLink } from 'react-router';
import { navMessages } from '../../messages';
import classes from './frame.module.css';
import { bottomNav } from './nav-items';

/** Spec 01 §2.3: the mobile bottom menu. */
export function BottomMenu() {
  return (
    <nav aria-label={navMessages.bottomNav}>
      <ul className={classes.bottomMenu}>
        {bottomNav.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={classes.bottomLink}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
