import { Button } from '@mui/base';
import { styled } from '@mui/system';

const LinkLikeButton = styled(Button)`
  display: inline-block;
  font: 600 0.875rem system-ui, sans-serif;
  padding: 8px 16px;
  border-radius: 8px;
  border: 1px solid currentColor;
  color: light-dark(#2563eb, #93c5fd);
  text-decoration: none;
  &:hover {
    background: rgba(37, 99, 235, 0.08);
  }
  &.base--focusVisible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }
`;

export default function LinkButton() {
  return (
    <LinkLikeButton slots={{ root: 'a' }} href="/base-ui/react-button/">
      Read the Button guide
    </LinkLikeButton>
  );
}
