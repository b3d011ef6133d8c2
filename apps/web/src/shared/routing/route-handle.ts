/**
 * What a route tells the frame (spec 01 §2.3), in its `handle`. A deeper route overrides the
 * routes around it; a key a route leaves out is inherited.
 */
export type RouteHandle = {
  /** The page name in the title: "Focal - {title}". */
  title?: string;
  /** The default header, or the template-editing one (Go back, Save). */
  header?: 'default' | 'template';
  /** With the template header: the id of the page's `<form>` that Save submits. */
  templateForm?: string;
  /** The mobile bottom menu (default: shown). */
  bottomMenu?: boolean;
  greyBackground?: boolean;
  /** The page takes the window's width, not the 1200 px column (a board of stage columns). */
  wide?: boolean;
  /** Hides the side (mobile) menu and its toggle. */
  hideSideMenu?: boolean;
};
