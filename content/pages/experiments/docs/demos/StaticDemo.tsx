import { Alert } from '@mui/joy';

export default function StaticDemo() {
  return <Alert variant="soft">This demo has no state.</Alert>;
}
