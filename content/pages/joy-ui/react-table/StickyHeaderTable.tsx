import { Sheet, Table } from '@mui/joy';

const hours = Array.from({ length: 16 }, (_, index) => ({ hour: `${String(index + 6).padStart(2, '0')}:00`, trains: 4 + ((index * 5) % 7) }));

export default function StickyHeaderTable() {
  return (
    <Sheet variant="outlined" tabIndex={0} sx={{ height: 220, overflow: 'auto', borderRadius: 'sm' }}>
      <Table stickyHeader size="sm" aria-label="Trains per hour">
        <thead>
          <tr>
            <th>Hour</th>
            <th>Trains</th>
          </tr>
        </thead>
        <tbody>
          {hours.map((row) => (
            <tr key={row.hour}>
              <td>{row.hour}</td>
              <td>{row.trains}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
