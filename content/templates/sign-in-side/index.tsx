import Stack from '@mui/material/Stack';
import AuthShell from '../shared/AuthShell.tsx';
import SignInCard from '../sign-in/SignInCard.tsx';
import FeatureList from './FeatureList.tsx';

/**
 * The sign-in card beside a column of product features. The card comes first in the document (it holds the
 * page's <h1>); on wide screens the row is reversed so the features sit on the left.
 */
export default function SignInSideTemplate() {
  return (
    <AuthShell>
      <Stack
        direction={{ xs: 'column', md: 'row-reverse' }}
        spacing={{ xs: 6, md: 10 }}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'center', width: '100%', minWidth: 0, maxWidth: 1040 }}
      >
        <SignInCard />
        <FeatureList />
      </Stack>
    </AuthShell>
  );
}
