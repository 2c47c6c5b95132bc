import { Button } from '@mui/base';
import './styles.css';

export default function LinkButton() {
  return (
    <Button className="LinkLikeButton" slots={{ root: 'a' }} href="/base-ui/react-button/">
      Read the Button guide
    </Button>
  );
}
