import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const strategies = ['Create a merge commit', 'Squash and merge', 'Rebase and merge'];

export default function SplitButton() {
  const groupRef = React.useRef<HTMLDivElement>(null);
  const [open, setOpen] = React.useState(false);
  const [chosen, setChosen] = React.useState(1);
  const [result, setResult] = React.useState('');

  return (
    <>
      <ButtonGroup variant="contained" ref={groupRef} aria-label="Merge options">
        <Button onClick={() => setResult(`Done: ${strategies[chosen].toLowerCase()}.`)}>{strategies[chosen]}</Button>
        <Button size="small" aria-label="Choose a merge strategy" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(true)}>
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu anchorEl={groupRef.current} open={open} onClose={() => setOpen(false)}>
        {strategies.map((strategy, index) => (
          <MenuItem
            key={strategy}
            selected={index === chosen}
            onClick={() => {
              setChosen(index);
              setOpen(false);
            }}
          >
            {strategy}
          </MenuItem>
        ))}
      </Menu>
      <Typography sx={{ mt: 1 }}>{result}</Typography>
    </>
  );
}
