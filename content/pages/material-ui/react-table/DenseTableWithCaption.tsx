import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const readings = [
  ['Mon', 12.1, 61],
  ['Tue', 13.4, 58],
  ['Wed', 9.8, 72],
  ['Thu', 11.0, 66],
  ['Fri', 14.6, 55],
] as const;

export default function DenseTableWithCaption() {
  return (
    <TableContainer sx={{ maxWidth: 420 }}>
      <Table size="small">
        <caption>Average readings at the harbour station, one week in March.</caption>
        <TableHead>
          <TableRow>
            <TableCell>Day</TableCell>
            <TableCell align="right">Temperature (°C)</TableCell>
            <TableCell align="right">Humidity (%)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {readings.map(([day, temperature, humidity]) => (
            <TableRow key={day}>
              <TableCell component="th" scope="row">
                {day}
              </TableCell>
              <TableCell align="right">{temperature.toFixed(1)}</TableCell>
              <TableCell align="right">{humidity}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
