import { ThemeProvider, createTheme, styled } from '@mui/system';

const theme = createTheme({
  palette: { primary: { main: '#4338ca' }, success: { main: '#15803d' } },
});

const Pill = styled('span', {
  shouldForwardProp: (prop) => prop !== 'active',
})<{ active?: boolean }>(({ theme: t, active }) => ({
  display: 'inline-block',
  padding: t.spacing(0.5, 1.5),
  marginRight: t.spacing(1),
  borderRadius: 999,
  fontFamily: 'sans-serif',
  color: active ? '#fff' : '#18181b',
  backgroundColor: active ? t.palette.primary.main : '#e4e4e7',
}));

export default function StyledPill() {
  return (
    <ThemeProvider theme={theme}>
      <Pill active>Active</Pill>
      <Pill>Inactive</Pill>
      <Pill sx={{ bgcolor: (t) => t.palette.success.main, color: '#fff' }}>With sx</Pill>
    </ThemeProvider>
  );
}
