import type { Invitation, TeamMember } from '@focal/contracts/team';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { isApiError } from '../../../shared/http/api-error';
import { sharedMessages } from '../../../shared/messages';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { UpgradeBanner } from '../../../shared/plan-limits/upgrade-banner';
import { bannerFromUpgradeLink } from '../../../shared/plan-limits/upgrade-banner-data';
import { PageHeader } from '../../../shared/ui/page-header';
import { Section } from '../../../shared/ui/section';
import { Waiting } from '../../../shared/ui/waiting';
import { useTeam } from '../api/get-team';
import { useDeleteLink } from '../api/delete-link';
import { InvitationsTable } from '../components/invitations-table';
import { InviteForm } from '../components/invite-form';
import { MembersTable } from '../components/members-table';
import { RemoveMemberModal } from '../components/remove-member-modal';
import { teamMessages as texts } from '../messages';

/** /settings/team: the company's members, its pending invitations and, for owners, inviting. */
export function TeamPage() {
  const { authorizedCompany, subscription } = useBootstrap();
  const { name: company, timeZone } = authorizedCompany;
  const team = useTeam();
  const revoke = useDeleteLink();
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  const onRevoke = async (invitation: Invitation) => {
    if (!invitation.actions.REVOKE) return;
    try {
      await revoke.mutateAsync(invitation.actions.REVOKE);
      notifySuccess(texts.invitations.revoked(invitation.email));
    } catch (error) {
      handleApiError(error);
    }
  };

  const header = <PageHeader title={texts.title} description={texts.description(company)} />;
  if (team.isPending) {
    return (
      <Stack gap="lg">
        {header}
        <Waiting text={texts.loading} />
      </Stack>
    );
  }
  if (team.isError) {
    const message = isApiError(team.error)
      ? team.error.body.errorMessage
      : sharedMessages.genericErrorMessage;
    return (
      <Stack gap="lg">
        {header}
        <Alert color="red" title={texts.loadFailedTitle}>
          <Text size="sm">{message}</Text>
          <Button mt="sm" size="compact-md" variant="default" onClick={() => void team.refetch()}>
            {texts.retry}
          </Button>
        </Alert>
      </Stack>
    );
  }

  const { members, invitations, usage, actions } = team.data;
  return (
    <Stack gap="lg">
      {header}
      <div>
        <Text fw={600}>{texts.usage(usage.users, usage.maxUsers)}</Text>
        <Text size="sm" c="dimmed">
          {texts.usageNote}
        </Text>
      </div>
      {(actions.INVITE || actions.UPGRADE_PLAN) && (
        <Section title={texts.invite.heading}>
          {actions.INVITE ? (
            <>
              <Text size="sm" c="dimmed" mb="sm">
                {texts.invite.intro}
              </Text>
              <InviteForm link={actions.INVITE} />
            </>
          ) : (
            <UpgradeBanner
              data={bannerFromUpgradeLink({
                feature: 'USERS',
                maxNumber: usage.maxUsers,
                link: actions.UPGRADE_PLAN!,
                currentTier: subscription.currentPlan?.planTier ?? null,
              })}
            />
          )}
        </Section>
      )}
      <Section title={texts.members.heading}>
        <MembersTable members={members} timeZone={timeZone} onRemove={setRemoving} />
      </Section>
      <Section title={texts.invitations.heading}>
        <InvitationsTable
          invitations={invitations}
          timeZone={timeZone}
          revoking={revoke.isPending ? (revoke.variables?.url ?? null) : null}
          onRevoke={(invitation) => void onRevoke(invitation)}
        />
      </Section>
      <RemoveMemberModal member={removing} company={company} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
