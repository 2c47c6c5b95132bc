import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const intents = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const tokens = ['light', 'main', 'dark'] as const;

export default function PaletteSwatches() {
  return (
    <Stack spacing={1}>
      {intents.map((intent) => (
        <Stack key={intent} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ width: 90 }}>
            {intent}
          </Typography>
          {tokens.map((token) => (
            <Box
              key={token}
              sx={{
                width: 90,
                py: 1,
                textAlign: 'center',
                typography: 'caption',
                borderRadius: 1,
                bgcolor: `${intent}.${token}`,
                color: `${intent}.contrastText`,
              }}
            >
              {token}
            </Box>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
