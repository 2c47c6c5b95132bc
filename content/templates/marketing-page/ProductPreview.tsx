import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

// Heights of the bars in the preview's chart, as percentages.
const BARS = [38, 52, 45, 70, 62, 84, 76, 92];

/** A line of placeholder "text": a rounded bar in the divider colour. */
function Line({ width, strong = false }: { width: string | number; strong?: boolean }) {
  return <Box sx={{ height: 8, width, borderRadius: 4, bgcolor: strong ? 'text.disabled' : 'divider' }} />;
}

/**
 * A stylised picture of the product, drawn with boxes and one SVG instead of a screenshot: it costs no request,
 * stays sharp at any size and follows the colour scheme. It is one image to assistive technology.
 */
export default function ProductPreview() {
  return (
    <Box
      role="img"
      aria-label="A preview of the Orbital dashboard: a side menu, three summary cards and a bar chart"
      sx={(theme) => ({
        width: '100%',
        aspectRatio: { xs: '4 / 3', sm: '16 / 9' },
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        boxShadow: `0 24px 64px -24px ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.45)}`,
      })}
    >
      <Stack direction="row" spacing={0.75} sx={{ px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
        {(['error.main', 'warning.main', 'success.main'] as const).map((color) => (
          <Box key={color} sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, opacity: 0.8 }} />
        ))}
      </Stack>
      <Stack direction="row" sx={{ flex: 1, minHeight: 0 }}>
        <Stack
          spacing={1.5}
          sx={{ display: { xs: 'none', sm: 'flex' }, width: '22%', p: 2, borderRight: 1, borderColor: 'divider' }}
        >
          <Box sx={{ height: 16, width: '70%', borderRadius: 1, bgcolor: 'primary.main', opacity: 0.85 }} />
          {['80%', '65%', '75%', '55%'].map((width) => (
            <Line key={width} width={width} />
          ))}
        </Stack>
        <Stack spacing={2} sx={{ flex: 1, p: 2, minWidth: 0 }}>
          <Stack direction="row" spacing={1.5}>
            {['Users', 'Sessions', 'Revenue'].map((label) => (
              <Stack
                key={label}
                spacing={1}
                sx={{
                  flex: 1,
                  p: 1.5,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: 'background.default',
                }}
              >
                <Line width="50%" />
                <Line width="75%" strong />
              </Stack>
            ))}
          </Stack>
          <Box
            sx={{
              flex: 1,
              minHeight: 0,
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              color: 'primary.main',
              bgcolor: 'background.default',
            }}
          >
            <svg viewBox="0 0 160 60" width="100%" height="100%" preserveAspectRatio="none">
              {BARS.map((height, index) => (
                <rect
                  key={index}
                  x={index * 20 + 3}
                  y={60 - (height * 60) / 100}
                  width="14"
                  height={(height * 60) / 100}
                  rx="2"
                  fill="currentColor"
                  fillOpacity={0.35 + index * 0.08}
                />
              ))}
            </svg>
          </Box>
        </Stack>
      </Stack>
    </Box>
  );
}
