import { Button } from '@mui/base';
import './styles.css';

export default function UnstyledButtons() {
  return (
    <div className="ButtonRow">
      <Button className="CustomButton">Save</Button>
      <Button className="CustomButton" disabled>
        Disabled
      </Button>
      <Button className="CustomButton" focusableWhenDisabled disabled>
        Focusable when disabled
      </Button>
    </div>
  );
}
