import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { HomeRow } from '../components/home-row';
import { HomeSection } from '../components/home-section';
import { usePortalScope } from '../components/portal-scope';
import { portalContractPath } from '../lib/scope';
import { contractsQuery } from './api';
import { portalContractMessages } from './messages';

const texts = portalContractMessages.home;

/** The home's contracts: the title (the link) and whether it waits for the client's signature. */
export function ContractList() {
  const scope = usePortalScope();
  const query = useQuery(contractsQuery(scope));
  const rows = query.data?.rows;
  if (!rows) return null;
  return (
    <HomeSection title={texts.title} empty={texts.none} count={rows.length}>
      {rows.map((c) => (
        <HomeRow
          key={c.id}
          main={
            <Anchor
              component={Link}
              to={portalContractPath(scope, c.id)}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {c.title}
            </Anchor>
          }
          details={
            <Text size="sm" fw={c.yourTurn ? 600 : undefined}>
              {c.yourTurn ? texts.yourTurn : texts.states[c.status]}
            </Text>
          }
        />
      ))}
    </HomeSection>
  );
}
