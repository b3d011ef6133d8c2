import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { PageHeader } from '../../../shared/ui/page-header';
import { companiesMessages as texts } from '../messages';

/** /settings/companies: the companies the bootstrap names (for now, the one signed in to). */
export function CompaniesPage() {
  const { authorizedCompany } = useBootstrap();
  return (
    <Stack gap="lg">
      <PageHeader title={texts.title} description={texts.description} />
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        <Card component="li" withBorder padding="md">
          <Group justify="space-between">
            <Text fw={600}>{authorizedCompany.name}</Text>
            <Badge variant="light">{texts.current}</Badge>
          </Group>
        </Card>
      </Stack>
    </Stack>
  );
}
