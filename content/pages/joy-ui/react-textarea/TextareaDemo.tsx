import { Button, FormControl, FormLabel, Textarea } from '@mui/joy';

export default function TextareaDemo() {
  return (
    <FormControl sx={{ maxWidth: 400 }}>
      <FormLabel>Comment</FormLabel>
      <Textarea
        placeholder="Write something kind…"
        minRows={3}
        maxRows={6}
        endDecorator={
          <Button size="sm" sx={{ ml: 'auto' }}>
            Send
          </Button>
        }
      />
    </FormControl>
  );
}
