import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import SendIcon from '@mui/icons-material/Send';
import SaveIcon from '@mui/icons-material/Save';

export default function IconLabelButtons() {
  const [saving, setSaving] = React.useState<boolean>(false);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="outlined" color="error" startIcon={<DeleteIcon />}>
        Delete
      </Button>
      <Button variant="contained" endIcon={<SendIcon />}>
        Send
      </Button>
      <Button
        variant="contained"
        color="success"
        startIcon={<SaveIcon />}
        loading={saving}
        loadingPosition="start"
        onClick={() => setSaving((value) => !value)}
      >
        {saving ? 'Saving' : 'Save'}
      </Button>
      <IconButton aria-label="Delete" color="error">
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
}
