import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function InheritAndMapping() {
  return (
    <Stack spacing={2}>
      <Typography variant="h6">
        A heading with a{' '}
        <Typography variant="inherit" component="span" sx={{ color: 'primary.main', fontStyle: 'italic' }}>
          highlighted part
        </Typography>{' '}
        that inherits its size.
      </Typography>
      <Typography variant="overline" variantMapping={{ overline: 'h2' }}>
        An overline mapped to an h2 element
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 'fontWeightBold', letterSpacing: 1 }}>
        Weight and letter spacing from sx
      </Typography>
      <Button sx={{ alignSelf: 'flex-start' }}>
        <Typography variant="inherit">Text in a button inherits the button style</Typography>
      </Button>
    </Stack>
  );
}
