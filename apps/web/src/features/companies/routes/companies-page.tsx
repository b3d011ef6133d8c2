import type { CompanyProfile } from '@focal/contracts';
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { companyEditPath } from '../../../shared/paths';
import { UpgradeBanner } from '../../../shared/plan-limits/upgrade-banner';
import { bannerFromUpgradeLink } from '../../../shared/plan-limits/upgrade-banner-data';
import { isIosApp } from '../../../shared/platform';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { IconBuildingStore } from '../../../shared/ui/icons';
import { companyListQueryOptions } from '../api/get-companies';
import { CompanyAvatar } from '../components/company-avatar';
import { startAddCompany } from '../lib/start-add-company';
import { companiesMessages as texts } from '../messages';
import { TonalChip } from '../../../shared/ui/tonal-chip';

/** /settings/companies: the account's companies the user belongs to, and Add New Company when offered. */
export function CompaniesPage() {
  const query = useQuery(companyListQueryOptions());
  const { subscription } = useBootstrap();
  // Spec 01 §6: only when the server offers ADD_NEW_BRAND or UPGRADE_PLAN, never in the iOS app.
  const actions = query.data?.actions ?? {};
  const canAdd = !isIosApp() && Boolean(actions.ADD_NEW_BRAND ?? actions.UPGRADE_PLAN);
  // The limit is told when the user tries to pass it, not as a greeting (issue 10 §11: a new trial
  // was met with 'limit reached' for the one company every account starts with).
  const [triedToAdd, setTriedToAdd] = useState(false);
  const onAdd = () => {
    setTriedToAdd(true);
    startAddCompany(actions);
  };
  const add = canAdd ? <Button onClick={onAdd}>{texts.addCompany}</Button> : null;

  return (
    <Stack gap="lg">
      <PageHeader title={texts.title} description={texts.description} actions={add} />
      {/* Add pressed at the plan's companies limit (UPGRADE_PLAN instead of ADD_NEW_BRAND): say why. */}
      {triedToAdd && actions.UPGRADE_PLAN && (
        <UpgradeBanner
          data={bannerFromUpgradeLink({
            feature: 'COMPANIES',
            maxNumber: null,
            link: actions.UPGRADE_PLAN,
            currentTier: subscription.currentPlan?.planTier ?? null,
          })}
        />
      )}
      <QueryState query={query} loading={texts.loading} failed={texts.loadFailed} retry={texts.retry}>
        {({ companies }) => <CompanyList companies={companies} />}
      </QueryState>
    </Stack>
  );
}

/** The account's companies, or the empty state. */
function CompanyList({ companies }: { companies: CompanyProfile[] }) {
  if (companies.length === 0)
    return (
      <EmptyState title={texts.noCompaniesTitle} icon={IconBuildingStore}>
        {texts.noCompanies}
      </EmptyState>
    );
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={texts.title}>
      {companies.map((company) => (
        <Card component="li" withBorder padding="md" key={company.id}>
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <CompanyAvatar name={company.name} logoUrl={company.logoUrl} size={40} />
              <div style={{ minWidth: 0 }}>
                {/* The badge follows the name and drops under it on a phone, so neither is cut short. */}
                <Group gap="xs">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {company.name}
                  </Text>
                  {company.selected && <TonalChip theme="primary" text={texts.current} />}
                </Group>
                <Text size="sm" c="dimmed" truncate="end">
                  {company.email}
                </Text>
              </div>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <Anchor
                component={Link}
                to={companyEditPath(company.id)}
                aria-label={texts.editCompany(company.name)}
              >
                {texts.edit}
              </Anchor>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
