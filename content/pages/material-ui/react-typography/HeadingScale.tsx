import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const headings = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

export default function HeadingScale() {
  return (
    <Stack spacing={1} sx={{ overflow: 'hidden' }}>
      {headings.map((variant) => (
        <Typography key={variant} variant={variant} component="p" noWrap>
          {variant}. Harbour lights
        </Typography>
      ))}
    </Stack>
  );
}
