import { Sheet, Table, extendTheme } from '@mui/joy';

const theme = extendTheme();
const rows = Object.entries(theme.radius);

export default function ThemeExplorer() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', maxWidth: 360 }}>
      <Table size="sm" aria-label="Default radius tokens">
        <thead>
          <tr>
            <th>Token</th>
            <th>Value</th>
            <th>CSS variable</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <td>radius.{name}</td>
              <td>{String(value)}</td>
              <td>--joy-radius-{name}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
