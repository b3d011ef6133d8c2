import type { Bootstrap, ResourceLink } from '@focal/contracts';
import { frameMessages as texts } from '../../messages';

type ExternalLink = {
  key: string;
  label: string;
  href: string;
  /** 'POST': call `href` and go where its answer says (server-link.ts), instead of opening it. */
  method?: 'POST';
};
export type MenuCompany = { id: string; name: string; selected: boolean; logoUrl?: string | null };

export type UserMenuModel = {
  name: string;
  email: string;
  /** The user's photo (bootstrap's PHOTO_URL link), or null for the empty-user icon. */
  photoUrl: string | null;
  companies: MenuCompany[];
  /** Spec 01 §6: only when the server offers ADD_NEW_BRAND or UPGRADE_PLAN, and never in the iOS app. */
  canAddCompany: boolean;
  /**
   * The server-offered actions (spec 01 §2.3), in the spec's order, exactly those the server sent:
   * the menus have no links of their own (help and privacy were fixed links once).
   */
  serverLinks: ExternalLink[];
};

/** The user menu's props: its button's (user-menu-trigger.tsx) and the menu's (user-menu.tsx). */
export type UserMenuProps = {
  model: UserMenuModel;
  company: string;
  onSignOut: () => void;
  /** Called to switch company; choosing the current one does nothing. */
  onSwitchCompany?: (companyId: string) => void;
  onAddCompany?: () => void;
};

const SERVER_LINKS = ['STRIPE_DASHBOARD', 'HELP_TUTORIALS', 'YOUR_PRIVACY'] as const;

type Options = {
  /** The company dropdown's actions (from the ACCOUNT_BRANDS link); none until it has loaded. */
  companyActions?: Record<string, ResourceLink | undefined>;
  /** The account's companies (the ACCOUNT_BRANDS link); until they load, the bootstrap's one. */
  brands?: MenuCompany[] | undefined;
  iosApp: boolean;
};

/** What the user menu and the mobile menu show, from the bootstrap and what the server offers. */
export function userMenuModel(
  bootstrap: Bootstrap,
  { companyActions = {}, brands, iosApp }: Options,
): UserMenuModel {
  const { profile, authorizedCompany } = bootstrap;
  const links = profile.resourcesLinks;
  return {
    name: profile.fullName,
    email: profile.email,
    photoUrl: links.PHOTO_URL?.url ?? null,
    companies: brands?.length
      ? brands
      : [{ id: authorizedCompany.id, name: authorizedCompany.name, selected: true }],
    canAddCompany: !iosApp && Boolean(companyActions.ADD_NEW_BRAND ?? companyActions.UPGRADE_PLAN),
    serverLinks: SERVER_LINKS.flatMap((key) => {
      const link = links[key];
      if (!link?.url) return [];
      const post = link.method?.toUpperCase() === 'POST';
      return [
        { key, label: texts.serverLinks[key], href: link.url, ...(post && { method: 'POST' as const }) },
      ];
    }),
  };
}
