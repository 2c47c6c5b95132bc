import AuthShell from '../shared/AuthShell.tsx';
import SignInCard from './SignInCard.tsx';

/** A centred sign-in card: email and password with validation, remember me, a password-reset dialog and social sign-in. */
export default function SignInTemplate() {
  return (
    <AuthShell>
      <SignInCard />
    </AuthShell>
  );
}
