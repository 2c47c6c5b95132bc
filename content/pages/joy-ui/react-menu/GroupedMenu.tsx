import * as React from 'react';
import { Dropdown, List, ListItem, ListDivider, ListSubheader, Menu, MenuButton, MenuItem } from '@mui/joy';

const groups = [
  { title: 'Text', items: ['Paragraph', 'Heading', 'Quote'] },
  { title: 'Media', items: ['Image', 'Video'] },
];

export default function GroupedMenu() {
  return (
    <Dropdown>
      <MenuButton variant="outlined">Insert block</MenuButton>
      <Menu placement="bottom-start" sx={{ minWidth: 200 }}>
        {groups.map((group, index) => (
          <React.Fragment key={group.title}>
            {index > 0 && <ListDivider />}
            <ListItem nested>
              <ListSubheader>{group.title}</ListSubheader>
              <List>
                {group.items.map((item) => (
                  <MenuItem key={item}>{item}</MenuItem>
                ))}
              </List>
            </ListItem>
          </React.Fragment>
        ))}
      </Menu>
    </Dropdown>
  );
}
