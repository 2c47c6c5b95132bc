import * as React from 'react';
import { styled } from '@mui/material/styles';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import Typography from '@mui/material/Typography';

const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  width: 320,
  padding: theme.spacing(1),
  font: 'inherit',
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  resize: 'none',
  '&:focus': { outline: `2px solid ${theme.palette.primary.main}` },
}));

export default function AutosizeNote() {
  const [text, setText] = React.useState<string>('Type a few lines to see the textarea grow.');

  return (
    <div>
      <label htmlFor="note">
        <Typography variant="subtitle2">Note</Typography>
      </label>
      <Textarea
        id="note"
        minRows={2}
        maxRows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Typography variant="caption" component="div">
        {text.length} characters, {text.split('\n').length} lines
      </Typography>
    </div>
  );
}
