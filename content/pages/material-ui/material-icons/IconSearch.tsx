import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import AlarmIcon from '@mui/icons-material/Alarm';
import DeleteIcon from '@mui/icons-material/Delete';
import HomeIcon from '@mui/icons-material/Home';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/Settings';
import StarIcon from '@mui/icons-material/Star';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';

const icons: Array<[string, SvgIconComponent]> = [
  ['Alarm', AlarmIcon],
  ['Delete', DeleteIcon],
  ['Home', HomeIcon],
  ['Search', SearchIcon],
  ['Settings', SettingsIcon],
  ['Star', StarIcon],
  ['ShoppingCart', ShoppingCartIcon],
  ['CloudUpload', CloudUploadIcon],
];

export default function IconSearch() {
  const [query, setQuery] = React.useState<string>('');
  const matches = icons.filter(([name]) => name.toLowerCase().includes(query.toLowerCase()));

  return (
    <Box>
      <TextField
        label="Search icons"
        size="small"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ mb: 2 }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 120px)', gap: 1 }}>
        {matches.map(([name, Icon]) => (
          <Box key={name} sx={{ textAlign: 'center', p: 1 }}>
            <Icon />
            <Typography variant="caption" component="div">
              {name}Icon
            </Typography>
          </Box>
        ))}
      </Box>
      {matches.length === 0 && <Typography>No icon matches “{query}”.</Typography>}
    </Box>
  );
}
