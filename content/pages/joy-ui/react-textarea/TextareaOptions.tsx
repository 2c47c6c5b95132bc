import * as React from 'react';
import { Box, Button, IconButton, Stack, Textarea, Typography } from '@mui/joy';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';

const LIMIT = 140;
const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function TextareaOptions() {
  const [text, setText] = React.useState('');

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Textarea
        minRows={3}
        maxRows={6}
        placeholder="What changed in this release?"
        value={text}
        onChange={(event) => setText(event.target.value.slice(0, LIMIT))}
        slotProps={{ textarea: { 'aria-label': 'Release note' } }}
        startDecorator={
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <IconButton size="sm" variant="plain" aria-label="Bold">
              <FormatBold />
            </IconButton>
            <IconButton size="sm" variant="plain" aria-label="Italic">
              <FormatItalic />
            </IconButton>
          </Box>
        }
        endDecorator={
          <Box sx={{ display: 'flex', width: '100%', alignItems: 'center' }}>
            <Typography level="body-xs" sx={{ mr: 'auto' }}>
              {text.length}/{LIMIT}
            </Typography>
            <Button size="sm">Publish</Button>
          </Box>
        }
      />
      {variants.map((variant) => (
        <Textarea key={variant} variant={variant} minRows={1} placeholder={`variant="${variant}"`} slotProps={{ textarea: { 'aria-label': `${variant} textarea` } }} />
      ))}
      <Textarea color="danger" error minRows={1} defaultValue="Too short" slotProps={{ textarea: { 'aria-label': 'Error textarea' } }} />
    </Stack>
  );
}
