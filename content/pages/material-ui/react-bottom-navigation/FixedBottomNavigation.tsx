import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArchiveIcon from '@mui/icons-material/Archive';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';

const messages = Array.from({ length: 12 }, (_, index) => `Message ${index + 1}`);

export default function FixedBottomNavigation() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ position: 'relative', height: 260, border: 1, borderColor: 'divider', overflow: 'hidden' }}>
      <Box tabIndex={0} role="region" aria-label="Messages" sx={{ height: '100%', overflow: 'auto', pb: 8, px: 2 }}>
        {messages.map((message) => (
          <Typography key={message} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            {message}
          </Typography>
        ))}
      </Box>
      <Paper elevation={3} sx={{ position: 'absolute', bottom: 0, left: 0, right: 0 }}>
        <BottomNavigation showLabels value={value} onChange={(_event, next: number) => setValue(next)}>
          <BottomNavigationAction label="Inbox" icon={<InboxIcon />} />
          <BottomNavigationAction label="Sent" icon={<SendIcon />} />
          <BottomNavigationAction label="Archive" icon={<ArchiveIcon />} />
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
