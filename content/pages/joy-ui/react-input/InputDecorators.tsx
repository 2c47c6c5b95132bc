import { Button, FormControl, FormHelperText, FormLabel, Input, Stack } from '@mui/joy';

export default function InputDecorators() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <FormControl>
        <FormLabel>Price</FormLabel>
        <Input type="number" startDecorator="$" endDecorator="USD" defaultValue={25} />
        <FormHelperText>Prices include tax.</FormHelperText>
      </FormControl>
      <FormControl error>
        <FormLabel>Newsletter</FormLabel>
        <Input
          placeholder="you@example.com"
          endDecorator={<Button size="sm">Subscribe</Button>}
        />
        <FormHelperText sx={{ color: 'danger.plainColor' }}>Please enter a valid email.</FormHelperText>
      </FormControl>
    </Stack>
  );
}
