import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const lines = [
  { item: 'Design workshop', hours: 6, rate: 95 },
  { item: 'Prototype', hours: 14, rate: 85 },
  { item: 'User testing', hours: 8, rate: 80 },
];
const VAT = 0.21;
const subtotal = lines.reduce((sum, line) => sum + line.hours * line.rate, 0);

export default function SpanningTable() {
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label="Invoice">
        <TableHead>
          <TableRow>
            <TableCell align="center" colSpan={3}>
              Details
            </TableCell>
            <TableCell align="right">Amount (€)</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Hours</TableCell>
            <TableCell align="right">Rate</TableCell>
            <TableCell align="right">Sum</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.item}>
              <TableCell>{line.item}</TableCell>
              <TableCell align="right">{line.hours}</TableCell>
              <TableCell align="right">{line.rate}</TableCell>
              <TableCell align="right">{line.hours * line.rate}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell rowSpan={3} />
            <TableCell colSpan={2}>Subtotal</TableCell>
            <TableCell align="right">{subtotal.toFixed(2)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={2}>VAT (21 %)</TableCell>
            <TableCell align="right">{(subtotal * VAT).toFixed(2)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={2}>Total</TableCell>
            <TableCell align="right">{(subtotal * (1 + VAT)).toFixed(2)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
