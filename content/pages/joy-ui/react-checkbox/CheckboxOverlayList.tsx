import * as React from 'react';
import { Checkbox, List, ListItem, Sheet, Typography } from '@mui/joy';

const permissions = [
  { id: 'read', label: 'Read', detail: 'View files and comments' },
  { id: 'write', label: 'Write', detail: 'Edit and upload files' },
  { id: 'admin', label: 'Admin', detail: 'Manage members and billing' },
];

export default function CheckboxOverlayList() {
  const [granted, setGranted] = React.useState(['read']);

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', maxWidth: 340 }}>
      <List>
        {permissions.map((permission) => (
          <ListItem key={permission.id} sx={{ alignItems: 'flex-start' }}>
            <Checkbox
              overlay
              label={permission.label}
              checked={granted.includes(permission.id)}
              onChange={(event) =>
                setGranted(event.target.checked ? [...granted, permission.id] : granted.filter((id) => id !== permission.id))
              }
              slotProps={{ action: ({ checked }) => ({ sx: checked ? { bgcolor: 'primary.softBg' } : {} }) }}
            />
            <Typography level="body-xs" sx={{ ml: 'auto' }}>
              {permission.detail}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
