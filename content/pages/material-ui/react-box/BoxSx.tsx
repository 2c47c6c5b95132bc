import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export default function BoxSx() {
  const [highlighted, setHighlighted] = React.useState<boolean>(false);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box
        component="section"
        sx={{
          width: { xs: 120, sm: 200 },
          height: 100,
          p: 2,
          borderRadius: 2,
          bgcolor: highlighted ? 'primary.main' : 'grey.200',
          color: highlighted ? 'primary.contrastText' : 'grey.900',
          boxShadow: highlighted ? 4 : 0,
          transition: 'all 200ms',
          '&:hover': { opacity: 0.9 },
        }}
      >
        sx in action
      </Box>
      <Button variant="outlined" onClick={() => setHighlighted(!highlighted)}>
        Toggle highlight
      </Button>
    </Box>
  );
}
