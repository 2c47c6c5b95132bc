import { Switch } from '@mui/base';
import './styles.css';

export default function UnstyledSwitch() {
  return (
    <label className="SwitchLabel">
      <Switch className="CustomSwitch" defaultChecked />
      Dark theme
    </label>
  );
}
