import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';

export default function BasicTooltip() {
  const [copied, setCopied] = React.useState<boolean>(false);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Tooltip title="Delete">
        <IconButton>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      <Tooltip
        title={copied ? 'Copied!' : 'Copy link'}
        arrow
        placement="top"
        onClose={() => setCopied(false)}
      >
        <IconButton onClick={() => setCopied(true)}>
          <ContentCopyIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="You need edit rights to publish" describeChild>
        <span>
          <Button variant="contained" disabled>
            Publish
          </Button>
        </span>
      </Tooltip>
    </Stack>
  );
}
