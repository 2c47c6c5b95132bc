import { ThemeProvider, createTheme, styled } from '@mui/system';

const theme = createTheme({
  palette: { success: { main: '#15803d' }, divider: '#d4d4d8' },
  shape: { borderRadius: 4 },
});

const Card = styled('div')(({ theme: t }) => ({
  fontFamily: 'sans-serif',
  padding: t.spacing(2),
  border: `1px solid ${t.palette.divider}`,
  borderRadius: 8,
  maxWidth: 320,
}));

const Tag = styled('span')({
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: 4,
  fontSize: 12,
  color: '#fff',
});

export default function CustomCard() {
  return (
    <ThemeProvider theme={theme}>
      <Card sx={{ boxShadow: '0 1px 3px rgb(0 0 0 / 0.15)' }}>
        <Tag sx={{ bgcolor: (t) => t.palette.success.main }}>Done</Tag>
        <p>Both elements are custom styled components that still accept sx.</p>
      </Card>
    </ThemeProvider>
  );
}
