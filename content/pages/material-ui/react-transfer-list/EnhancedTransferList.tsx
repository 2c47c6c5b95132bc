import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';

const without = (a: string[], b: string[]) => a.filter((item) => !b.includes(item));
const within = (a: string[], b: string[]) => a.filter((item) => b.includes(item));

function Side({ title, items, checked, setChecked }: { title: string; items: string[]; checked: string[]; setChecked: (next: string[]) => void }) {
  const picked = within(checked, items);
  const all = items.length > 0 && picked.length === items.length;
  const toggle = (item: string) => setChecked(checked.includes(item) ? without(checked, [item]) : [...checked, item]);

  return (
    <Card variant="outlined" sx={{ width: 220 }}>
      <CardHeader
        sx={{ px: 2, py: 1 }}
        avatar={
          <Checkbox
            checked={all}
            indeterminate={picked.length > 0 && !all}
            disabled={items.length === 0}
            onChange={() => setChecked(all ? without(checked, items) : [...without(checked, items), ...items])}
            slotProps={{ input: { 'aria-label': `Select every item in ${title}` } }}
          />
        }
        title={title}
        subheader={`${picked.length}/${items.length} selected`}
      />
      <Divider />
      <List dense sx={{ height: 200, overflow: 'auto' }} aria-label={title}>
        {items.map((item) => (
          <ListItem key={item} disablePadding>
            <ListItemButton component="label" role={undefined} tabIndex={-1}>
              <ListItemIcon>
                <Checkbox checked={checked.includes(item)} onChange={() => toggle(item)} />
              </ListItemIcon>
              <ListItemText primary={item} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}

export default function EnhancedTransferList() {
  const [left, setLeft] = React.useState(['Invoice number', 'Date', 'Customer', 'Amount', 'Currency', 'Status']);
  const [right, setRight] = React.useState<string[]>(['Due date']);
  const [checked, setChecked] = React.useState<string[]>([]);

  const move = (from: string[], to: string[], setFrom: (v: string[]) => void, setTo: (v: string[]) => void) => {
    const moving = within(checked, from);
    setTo([...to, ...moving]);
    setFrom(without(from, moving));
    setChecked(without(checked, moving));
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Side title="Available columns" items={left} checked={checked} setChecked={setChecked} />
      <Stack spacing={1}>
        <Button variant="outlined" size="small" aria-label="Move selected right" disabled={within(checked, left).length === 0} onClick={() => move(left, right, setLeft, setRight)}>
          &gt;
        </Button>
        <Button variant="outlined" size="small" aria-label="Move selected left" disabled={within(checked, right).length === 0} onClick={() => move(right, left, setRight, setLeft)}>
          &lt;
        </Button>
      </Stack>
      <Side title="Shown columns" items={right} checked={checked} setChecked={setChecked} />
    </Stack>
  );
}
