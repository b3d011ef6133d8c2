import { PORTAL_TEXTS, portalSignInRequestSchema } from '@focal/contracts/portal/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { serverFieldSetter } from '../../../shared/ui/server-field-errors';
import { useRequestLink } from '../api/portal-links';
import { portalQueries } from '../api/portal-queries';
import { PortalFrame } from '../components/portal-frame';
import { usePortalScope } from '../components/portal-scope';
import { portalMessages } from '../messages';

const texts = portalMessages.signIn;
type Schema = typeof portalSignInRequestSchema;

/**
 * /portal/{companyId}/sign-in: the client asks for a link by email. The answer is the same whether
 * or not the address is a client's, and so is what the page says then.
 */
export function SignInPage() {
  const { companyId } = usePortalScope();
  const brand = useQuery(portalQueries.brand(companyId));
  const request = useRequestLink(companyId);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(portalSignInRequestSchema),
    defaultValues: { email: '' },
  });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
    } catch (error) {
      handleApiError(error, { setFieldError: serverFieldSetter(form, ['email']) });
    }
  });

  const anotherEmail = () => {
    form.reset({ email: '' });
    request.reset();
  };

  const studio = brand.data?.name ?? texts.theStudio;
  return (
    <PortalFrame brand={brand.data}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw={520} w="100%" mx="auto">
        <Stack gap="md">
          <Title order={2} size="h3">
            {request.isSuccess ? texts.sentTitle : texts.heading}
          </Title>
          {request.isSuccess ? (
            <>
              <Alert color="teal" role="status">
                {PORTAL_TEXTS.linkOnItsWay.replace('{studio}', studio)}
              </Alert>
              {/* A mistyped address: back to the form, empty, to ask again. */}
              <Button variant="default" onClick={anotherEmail}>
                {texts.anotherEmail}
              </Button>
            </>
          ) : (
            <form onSubmit={onSubmit} noValidate>
              <Stack gap="md">
                <Text>{texts.intro}</Text>
                <TextInput
                  label={texts.email}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  error={formState.errors.email?.message}
                  {...register('email')}
                />
                <Button type="submit" loading={formState.isSubmitting} fullWidth size="md">
                  {texts.submit}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </PortalFrame>
  );
}
