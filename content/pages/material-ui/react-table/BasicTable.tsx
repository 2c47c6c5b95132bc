import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const trains = [
  { id: 'IC 512', destination: 'Lisbon', departs: '08:15', platform: 4 },
  { id: 'RE 77', destination: 'Coimbra', departs: '08:40', platform: 2 },
  { id: 'AP 130', destination: 'Faro', departs: '09:05', platform: 7 },
];

export default function BasicTable() {
  return (
    <TableContainer component={Paper}>
      <Table aria-label="Departures">
        <TableHead>
          <TableRow>
            <TableCell>Train</TableCell>
            <TableCell>Destination</TableCell>
            <TableCell align="right">Departs</TableCell>
            <TableCell align="right">Platform</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {trains.map((train) => (
            <TableRow key={train.id} hover>
              <TableCell component="th" scope="row">
                {train.id}
              </TableCell>
              <TableCell>{train.destination}</TableCell>
              <TableCell align="right">{train.departs}</TableCell>
              <TableCell align="right">{train.platform}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
