import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const paragraphs = Array.from({ length: 12 }, (_, index) => `Paragraph ${index + 1}: scroll down to hide the bar, up to bring it back.`);

export default function HideOnScrollAppBar() {
  const [scroller, setScroller] = React.useState<HTMLElement | undefined>(undefined);
  const hidden = useScrollTrigger({ target: scroller });
  const raised = useScrollTrigger({ target: scroller, disableHysteresis: true, threshold: 0 });

  return (
    <Box
      ref={(node: HTMLElement | null) => setScroller(node ?? undefined)}
      tabIndex={0}
      role="region"
      aria-label="Scrolling page"
      sx={{ position: 'relative', height: 260, overflow: 'auto', border: 1, borderColor: 'divider' }}
    >
      <Slide appear={false} direction="down" in={!hidden}>
        <AppBar position="sticky" elevation={raised ? 4 : 0}>
          <Toolbar>
            <Typography variant="h6" component="p">
              Article
            </Typography>
          </Toolbar>
        </AppBar>
      </Slide>
      <Box sx={{ p: 2 }}>
        {paragraphs.map((text) => (
          <Typography key={text} sx={{ mb: 2 }}>
            {text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
