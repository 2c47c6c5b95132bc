import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import AttachFileIcon from '@mui/icons-material/AttachFile';

const HiddenFileInput = styled('input')({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export default function LinkAndUploadButtons() {
  return (
    <Stack direction="row" spacing={2}>
      <Button href="#basic-button" variant="outlined">
        A link styled as a button
      </Button>
      {/* A label, not a button, to assistive technology: the file input inside takes the focus (ringed on the label) and opens the picker. */}
      <Button
        component="label"
        role={undefined}
        tabIndex={-1}
        variant="contained"
        startIcon={<AttachFileIcon />}
        sx={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
      >
        Attach files
        <HiddenFileInput type="file" multiple onChange={(event) => console.log(event.target.files)} />
      </Button>
    </Stack>
  );
}
