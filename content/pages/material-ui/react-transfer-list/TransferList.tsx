import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

const without = (a: string[], b: string[]) => a.filter((item) => !b.includes(item));

export default function TransferList() {
  const [left, setLeft] = React.useState<string[]>(['Name', 'Email', 'Phone', 'Country']);
  const [right, setRight] = React.useState<string[]>(['Company', 'Role']);
  const [checked, setChecked] = React.useState<string[]>([]);

  const toggle = (item: string) =>
    setChecked(checked.includes(item) ? without(checked, [item]) : [...checked, item]);

  const move = (from: string[], to: string[], setFrom: typeof setLeft, setTo: typeof setLeft) => {
    const moving = from.filter((item) => checked.includes(item));
    setFrom(without(from, moving));
    setTo([...to, ...moving]);
    setChecked(without(checked, moving));
  };

  const renderList = (items: string[], label: string) => (
    <Paper variant="outlined" sx={{ width: 180, height: 230, overflow: 'auto' }}>
      <List dense aria-label={label}>
        {items.map((item) => (
          <ListItem key={item} disablePadding>
            <ListItemButton component="label" role={undefined} tabIndex={-1}>
              <ListItemIcon>
                <Checkbox edge="start" checked={checked.includes(item)} onChange={() => toggle(item)} />
              </ListItemIcon>
              <ListItemText primary={item} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {renderList(left, 'Available columns')}
      <Stack spacing={1}>
        <Button variant="outlined" size="small" aria-label="Move selected right" onClick={() => move(left, right, setLeft, setRight)}>
          &gt;
        </Button>
        <Button variant="outlined" size="small" aria-label="Move selected left" onClick={() => move(right, left, setRight, setLeft)}>
          &lt;
        </Button>
      </Stack>
      {renderList(right, 'Visible columns')}
    </Stack>
  );
}
