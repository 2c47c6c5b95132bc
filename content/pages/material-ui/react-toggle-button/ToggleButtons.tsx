import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';

export default function ToggleButtons() {
  const [alignment, setAlignment] = React.useState<string>('left');
  const [formats, setFormats] = React.useState<string[]>(['bold']);

  return (
    <Stack direction="row" spacing={2}>
      <ToggleButtonGroup
        value={alignment}
        exclusive
        onChange={(_event, value: string | null) => value !== null && setAlignment(value)}
        aria-label="Text alignment"
      >
        <ToggleButton value="left" aria-label="Align left">
          <FormatAlignLeftIcon />
        </ToggleButton>
        <ToggleButton value="center" aria-label="Align center">
          <FormatAlignCenterIcon />
        </ToggleButton>
        <ToggleButton value="right" aria-label="Align right">
          <FormatAlignRightIcon />
        </ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        value={formats}
        onChange={(_event, value: string[]) => setFormats(value)}
        aria-label="Text formatting"
      >
        <ToggleButton value="bold" aria-label="Bold">
          <FormatBoldIcon />
        </ToggleButton>
        <ToggleButton value="italic" aria-label="Italic">
          <FormatItalicIcon />
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
