import * as React from 'react';
import { Dropdown, ListItemDecorator, Menu, MenuButton, MenuItem } from '@mui/joy';
import Check from '@mui/icons-material/Check';

const densities = ['Compact', 'Comfortable', 'Spacious'];

export default function SelectedMenuItems() {
  const [density, setDensity] = React.useState('Comfortable');

  return (
    <Dropdown>
      <MenuButton variant="soft">Density: {density}</MenuButton>
      <Menu size="sm">
        {densities.map((option) => (
          <MenuItem key={option} selected={option === density} onClick={() => setDensity(option)}>
            <ListItemDecorator>{option === density && <Check />}</ListItemDecorator>
            {option}
          </MenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}
