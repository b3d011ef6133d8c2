import { Alert, Anchor, Button, Card, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { Waiting } from '../../../shared/ui/waiting';
import { companyQueryOptions } from '../api/get-company';
import { DeleteCompany } from '../components/profile/delete-company';
import { LogoField } from '../components/profile/logo-field';
import { ProfileForm } from '../components/profile/profile-form';
import { companiesMessages as texts } from '../messages';

const back = (
  <Anchor component={Link} to="/settings/companies" size="sm">
    {texts.allCompanies}
  </Anchor>
);

/** /settings/company/{id}/edit: the company's profile; where the user lands after creating one (spec 01 §4.4). */
export function CompanyEditPage() {
  const { id = '' } = useParams();
  const { data: company, error, refetch } = useQuery(companyQueryOptions(id));

  if (error || !company) {
    return (
      <Stack gap="lg">
        {back}
        <PageHeader title={texts.editTitle} />
        {error ? (
          <Alert color="red" title={texts.profileLoadFailed}>
            {error.message}
            <Button display="block" mt="sm" size="xs" variant="default" onClick={() => void refetch()}>
              {texts.retry}
            </Button>
          </Alert>
        ) : (
          <Waiting text={texts.profileLoading} />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {back}
      <PageHeader title={company.name} description={company.email} />
      <Card withBorder padding="lg" component="section" aria-label={texts.logo}>
        <Title order={2} size="h4" mb="sm">
          {texts.logo}
        </Title>
        <LogoField company={company} />
      </Card>
      {/* Keyed by company: another company's page starts from its own values. */}
      <ProfileForm key={company.id} company={company} />
      {company.actions.DELETE && <DeleteCompany company={company} />}
    </Stack>
  );
}
