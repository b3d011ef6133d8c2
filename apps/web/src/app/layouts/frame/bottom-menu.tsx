import { navMessages } from '../../messages';
import classes from './frame.module.css';
import { bottomNav } from './nav-items';
import { NavList } from './nav-list';

/** The mobile bottom menu: Clients, Leads, Jobs, Calendar and Payments (nav-items.ts). */
export const BottomMenu = () => (
  <NavList
    label={navMessages.bottomNav}
    items={bottomNav}
    listClassName={classes.bottomMenu}
    linkClassName={classes.bottomLink}
    iconSize={22}
  />
);
