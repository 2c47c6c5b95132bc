import { Sheet, Table } from '@mui/joy';

const rows = [
  { name: 'Frozen yoghurt', calories: 159, fat: 6.0 },
  { name: 'Ice cream sandwich', calories: 237, fat: 9.0 },
  { name: 'Eclair', calories: 262, fat: 16.0 },
  { name: 'Cupcake', calories: 305, fat: 3.7 },
];

export default function TableDemo() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflow: 'auto' }}>
      <Table stripe="odd" hoverRow aria-label="Dessert nutrition">
        <thead>
          <tr>
            <th>Dessert</th>
            <th>Calories</th>
            <th>Fat (g)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <td>{row.name}</td>
              <td>{row.calories}</td>
              <td>{row.fat.toFixed(1)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
