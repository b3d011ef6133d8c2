import type { Bootstrap } from '@focal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { brandsQueryOptions } from '../api/get-brands';
import { type CompanyActions, startAddCompany } from '../lib/start-add-company';

export type MenuBrand = { id: string; name: string; selected: boolean; logoUrl: string | null };

const loadSwitching = () => import('../lib/switch-company');
const NO_ACTIONS: CompanyActions = {};

/**
 * The companies of the user menu and the mobile menu (the ACCOUNT_BRANDS link), the actions the
 * server offers, and what choosing a company or Add New Company does. The checked company is the
 * one this tab shows. Asked for once `enabled` (the frame: after the page's first content).
 */
export function useCompanyMenu(bootstrap: Bootstrap, enabled = true) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const { data } = useQuery({
    ...brandsQueryOptions(bootstrap.profile.resourcesLinks.ACCOUNT_BRANDS),
    enabled,
  });
  const current = bootstrap.authorizedCompany.id;

  const brands = useMemo<MenuBrand[] | undefined>(
    () =>
      data?.authorizedCompanies.brands.map((brand) => ({
        id: brand.id,
        name: brand.name,
        logoUrl: brand.logoUrl,
        selected: brand.id === current,
      })),
    [data, current],
  );
  const actions: CompanyActions = data?.actions ?? NO_ACTIONS;

  // With somewhere to switch to, the switching code loads ahead of the first click.
  const canSwitch = (brands?.length ?? 0) > 1;
  useEffect(() => {
    if (canSwitch) void loadSwitching();
  }, [canSwitch]);

  const onSwitchCompany = useCallback(
    (companyId: string) => {
      const target = brands?.find((brand) => brand.id === companyId);
      if (!target || target.selected) return;
      void loadSwitching().then(({ switchCompany }) => switchCompany(queryClient, target, pathname));
    },
    [brands, queryClient, pathname],
  );
  const onAddCompany = useCallback(() => startAddCompany(actions), [actions]);

  return { brands, actions, onSwitchCompany, onAddCompany };
}
