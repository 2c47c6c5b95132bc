import TextareaAutosize from '@mui/material/TextareaAutosize';
import { styled } from '@mui/material/styles';

const ThemedTextarea = styled(TextareaAutosize)(({ theme }) => ({
  boxSizing: 'border-box',
  width: 320,
  padding: theme.spacing(1, 1.5),
  font: 'inherit',
  color: theme.palette.text.primary,
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  resize: 'none',
  '&:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 1,
  },
}));

export default function StyledAutosize() {
  return <ThemedTextarea aria-label="Feedback" minRows={2} maxRows={5} placeholder="Styled from the theme: colours follow light and dark mode" />;
}
