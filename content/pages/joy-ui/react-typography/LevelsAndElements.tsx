import { Stack, Typography } from '@mui/joy';

const levels = ['h1', 'h2', 'h3', 'h4', 'title-lg', 'title-md', 'body-md', 'body-sm', 'body-xs'] as const;

export default function LevelsAndElements() {
  return (
    <Stack spacing={0.5} sx={{ width: '100%', minWidth: 0 }}>
      {levels.map((level) => (
        <Typography key={level} level={level} component="p" noWrap>
          {level}: rendered as a paragraph, styled as {level}
        </Typography>
      ))}
    </Stack>
  );
}
