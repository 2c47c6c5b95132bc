import * as React from 'react';
import Box from '@mui/material/Box';
import Container, { ContainerProps } from '@mui/material/Container';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type Width = NonNullable<ContainerProps['maxWidth']>;
const widths: Width[] = ['xs', 'sm', 'md'];

export default function ContainerWidths() {
  const [maxWidth, setMaxWidth] = React.useState<Width>('sm');

  return (
    <Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={maxWidth}
        onChange={(_event, value: Width | null) => value && setMaxWidth(value)}
        aria-label="Maximum width"
        sx={{ mb: 2 }}
      >
        {widths.map((width) => (
          <ToggleButton key={String(width)} value={width}>
            {String(width)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Container maxWidth={maxWidth} sx={{ bgcolor: 'action.hover', py: 2 }}>
        <Box sx={{ bgcolor: 'background.paper', p: 2 }}>
          Content capped at the {String(maxWidth)} breakpoint.
        </Box>
      </Container>
    </Box>
  );
}
