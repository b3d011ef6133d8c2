import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { thankYouFrom, saveThankYou } from '../../../shared/signup/thank-you-state';
import { AuthCard } from '../../../shared/ui/auth-card';
import type { SignupResult } from '../api/signup';
import { SignupForm } from '../components/signup-form';
import { SwitchPrompt } from '../components/switch-prompt';
import { authMessages } from '../messages';

const texts = authMessages.signup;

/** `alternatives`: other ways to sign up (the OAuth providers' buttons), given by the app. */
export function SignupPage({ alternatives }: { alternatives?: ReactNode }) {
  const navigate = useNavigate();

  const onSuccess = (result: SignupResult) => {
    saveThankYou(thankYouFrom(result));
    void navigate('/signup/thankyou');
  };

  return (
    <AuthCard heading={texts.heading} intro={texts.intro}>
      {alternatives}
      <SignupForm onSuccess={onSuccess} />
      <SwitchPrompt question={texts.haveAccount} to="/login" label={texts.signIn} />
    </AuthCard>
  );
}
