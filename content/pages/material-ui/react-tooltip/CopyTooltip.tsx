import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';

const token = 'sk_live_4f2a91c0';

export default function CopyTooltip() {
  const [copied, setCopied] = React.useState(false);
  const [open, setOpen] = React.useState(false);

  const copy = async () => {
    await navigator.clipboard?.writeText(token).catch(() => undefined);
    setCopied(true);
    setOpen(true);
    setTimeout(() => setCopied(false), 1500);
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography component="code" sx={{ fontFamily: 'monospace' }}>
        {token}
      </Typography>
      <Tooltip title={copied ? 'Copied' : 'Copy the key'} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        <IconButton onClick={copy} aria-label="Copy the key">
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
