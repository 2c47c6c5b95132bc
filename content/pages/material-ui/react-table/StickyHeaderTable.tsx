import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const elements = ['Hydrogen', 'Helium', 'Lithium', 'Beryllium', 'Boron', 'Carbon', 'Nitrogen', 'Oxygen', 'Fluorine', 'Neon', 'Sodium', 'Magnesium'];

export default function StickyHeaderTable() {
  return (
    <TableContainer component={Paper} tabIndex={0} sx={{ maxHeight: 240 }}>
      <Table stickyHeader size="small" aria-label="The first twelve elements">
        <TableHead>
          <TableRow>
            <TableCell>Number</TableCell>
            <TableCell>Element</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {elements.map((element, index) => (
            <TableRow key={element}>
              <TableCell>{index + 1}</TableCell>
              <TableCell>{element}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
