import * as React from 'react';
import { Button, FormControl, FormHelperText, FormLabel, Input } from '@mui/joy';

export default function NewsletterInput() {
  const [email, setEmail] = React.useState('');
  const [status, setStatus] = React.useState<'idle' | 'sent'>('idle');

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setStatus('sent');
      }}
    >
      <FormControl sx={{ maxWidth: 400 }}>
        <FormLabel>Monthly newsletter</FormLabel>
        <Input
          type="email"
          required
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          endDecorator={
            <Button type="submit" variant="solid" sx={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }}>
              Subscribe
            </Button>
          }
          sx={{ '--Input-decoratorChildHeight': '40px', pr: 0 }}
        />
        <FormHelperText>{status === 'sent' ? `Check ${email} to confirm.` : 'One email a month, no tracking.'}</FormHelperText>
      </FormControl>
    </form>
  );
}
