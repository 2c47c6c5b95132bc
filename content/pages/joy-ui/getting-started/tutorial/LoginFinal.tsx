import {
  Button,
  FormControl,
  FormLabel,
  Input,
  Link,
  Sheet,
  Stack,
  Typography,
} from '@mui/joy';

export default function LoginFinal() {
  return (
    <Sheet variant="outlined" sx={{ width: 320, mx: 'auto', p: 3, borderRadius: 'md', boxShadow: 'sm' }}>
      <Stack spacing={2}>
        <div>
          <Typography level="h4" component="h1">
            Welcome!
          </Typography>
          <Typography level="body-sm">Sign in to continue.</Typography>
        </div>
        <FormControl>
          <FormLabel>Email</FormLabel>
          <Input name="email" type="email" placeholder="you@example.com" />
        </FormControl>
        <FormControl>
          <FormLabel>Password</FormLabel>
          <Input name="password" type="password" placeholder="password" />
        </FormControl>
        <Button fullWidth>Log in</Button>
        <Typography level="body-sm" sx={{ alignSelf: 'center' }}>
          No account yet? <Link href="#sign-up">Sign up</Link>
        </Typography>
      </Stack>
    </Sheet>
  );
}
