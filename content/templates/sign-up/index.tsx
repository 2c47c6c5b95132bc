import AuthShell from '../shared/AuthShell.tsx';
import SignUpCard from './SignUpCard.tsx';

/** A centred sign-up card: name, email and password with validation, an updates opt-in and social sign-up. */
export default function SignUpTemplate() {
  return (
    <AuthShell>
      <SignUpCard />
    </AuthShell>
  );
}
