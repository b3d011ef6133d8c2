import { navMessages } from '../../messages';
import classes from './frame.module.css';
import { bottomNav } from './nav-items';
import { NavList } from './nav-list';

/** Spec 01 §2.3: the mobile bottom menu. */
export const BottomMenu = () => (
  <NavList
    label={navMessages.bottomNav}
    items={bottomNav}
    listClassName={classes.bottomMenu}
    linkClassName={classes.bottomLink}
  />
);
